import { useNavigate } from "react-router";
import { sameSitePath } from "#web/lib/billing-format.ts";

/**
 * Goes to an address the API returned (checkout, portal, back to the plans) in the same tab: inside
 * Rumo without reloading the app, elsewhere (Stripe's pages) through the browser.
 */
export function useGoTo(): (url: string) => void {
  const navigate = useNavigate();
  return (url: string) => {
    const path = sameSitePath(url);
    if (path) navigate(path);
    else window.location.assign(url);
  };
}
