import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { BILLING_MESSAGES } from "#domain/billing/messages";
import { invalidateBilling } from "#web/lib/api/billing-invalidation.ts";
import { toast } from "#web/lib/toast.ts";

/** How many times the page asks again whether a returning payment was confirmed. */
export const CONFIRM_POLLS = 5;
const CONFIRM_POLL_MS = 2000;

/**
 * What a return from the payment page (?success=true / ?canceled=true) says, once; then the address is clean. After a success the
 * page asks again a few times until the plan shows (`active`); the number of asks is returned
 * (null when not waiting).
 */
export function usePaymentReturn(signedIn: boolean, active: boolean): number | null {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const handled = useRef(false);
  const [polls, setPolls] = useState<number | null>(null);
  const success = params.get("success") === "true";
  const canceled = params.get("canceled") === "true";

  useEffect(() => {
    if (!signedIn || handled.current || (!success && !canceled)) return;
    handled.current = true;
    if (success) {
      toast.success(BILLING_MESSAGES.approvedTitle, { description: BILLING_MESSAGES.approved });
      setPolls(0);
    } else toast(BILLING_MESSAGES.cancelledTitle, { description: BILLING_MESSAGES.cancelled });
    // A return never activates anything by itself: only the payment service's event does.
    void invalidateBilling(client);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete("success");
        next.delete("canceled");
        next.delete("session_id");
        return next;
      },
      { replace: true },
    );
  }, [signedIn, success, canceled, client, setParams]);

  // Waiting for the payment's confirmation: ask again a few times, then say what to do.
  useEffect(() => {
    if (polls === null) return;
    if (active) {
      setPolls(null);
      return;
    }
    if (polls >= CONFIRM_POLLS) return;
    const timer = setTimeout(() => {
      void invalidateBilling(client);
      setPolls((n) => (n === null ? null : n + 1));
    }, CONFIRM_POLL_MS);
    return () => clearTimeout(timer);
  }, [polls, active, client]);

  return polls;
}
