import { expect, type Page } from "@playwright/test";

/** The widths every screenshot journey checks: a phone, a tablet and a laptop. */
export const CHECKED_WIDTHS = [1280, 768, 360] as const;

/**
 * Fails (softly, so the journey goes on) when the page at its current viewport is wider than the
 * window; the message names the last elements that stick out.
 */
export async function expectFitsWindow(page: Page, label: string): Promise<void> {
  const m = await page.evaluate(() => {
    const vw = window.innerWidth;
    const offenders: string[] = [];
    for (const el of Array.from(document.querySelectorAll("body *"))) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (style.position === "fixed") continue;
      // Text wider than its own box sticks out too, though the box does not.
      const reach = style.overflowX === "visible" ? Math.max(r.right, r.left + el.scrollWidth) : r.right;
      if (r.width === 0 || reach <= vw + 1) continue;
      // Content inside a box that scrolls or clips on its own does not widen the page, unless it
      // is positioned against something outside that box.
      let parent = el.parentElement;
      let contained = false;
      while (parent && parent !== document.body && style.position !== "absolute") {
        if (getComputedStyle(parent).overflowX !== "visible") {
          contained = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (!contained)
        offenders.push(
          `${el.tagName.toLowerCase()}[${String(el.getAttribute("class")).slice(0, 70)}]→${Math.round(reach)}`,
        );
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: vw,
      offenders: offenders.slice(-5),
    };
  });
  expect
    .soft(
      m.scrollWidth,
      `${label} at ${m.innerWidth} px is wider than the window: ${m.offenders.join(" | ")}`,
    )
    .toBeLessThanOrEqual(m.innerWidth);
}
