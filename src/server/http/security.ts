import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** Security headers: a CSP without inline script, no framing, HSTS in production. */
export async function registerSecurityHeaders(app: FastifyInstance, production: boolean): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React libraries set style attributes (Radix positioning, charts); no script is allowed inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // frame-ancestors 'none' forbids framing; X-Frame-Options SAMEORIGIN would say the opposite.
    xFrameOptions: false,
    referrerPolicy: { policy: "no-referrer" },
  });
}

/** Removes token values from logged URLs (reset links, confirmation links). */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|access_token|refresh_token)=)[^&#]*/gi, "$1[redacted]");
}
