import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { z } from "zod";
import { createAccountService } from "./auth/account-service.ts";
import { adminAuthRoutes } from "./auth/admin-routes.ts";
import { authRoutes } from "./auth/routes.ts";
import { createAuthThrottle } from "./auth/throttle.ts";
import type { AppConfig } from "./config.ts";
import { type Auth, createAuth } from "./core/auth.ts";
import { createDatabaseRateLimiter, createRedisRateLimiter, type RateLimiter } from "./core/rate-limiter.ts";
import { sessionPlugin } from "./core/session.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { registerFeatureRoutes } from "./feature-routes.ts";
import { healthRoutes } from "./health/routes.ts";
import { errorHandlingServerOptions, registerErrorHandler, registerInputGuard } from "./http/errors.ts";
import { QuietRequestLog, withSafeErrorLogging } from "./http/logging.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { redactUrl, registerSecurityHeaders } from "./http/security.ts";
import { isSpaRequest, registerSpa } from "./http/spa.ts";
import { devEmailRoutes } from "./mail/dev-routes.ts";
import { createOutboxMailer, createSmtpMailer, type Mailer } from "./mail/mailer.ts";
import { WEB_DIST_DIR } from "./paths.ts";

z.config(z.locales.pt());

export type AppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  redis?: Redis | undefined;
  /** Replaces the mailer chosen from the config (tests). */
  mailer?: Mailer;
  logger?: FastifyServerOptions["logger"];
  /** The built SPA to serve (tests give a folder of their own); default dist/web. */
  webDistDir?: string;
};

export type AppContext = {
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  limiter: RateLimiter;
  auth: Auth;
};

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export function loggerOptions(level: string, pretty: boolean): FastifyServerOptions["logger"] {
  return {
    level,
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      censor: "[redacted]",
    },
    serializers: {
      req: (req: { method: string; url: string; id: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        id: req.id,
        ip: req.ip,
      }),
    },
    ...(pretty
      ? {
          transport: {
            target: "pino-pretty",
            options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" },
          },
        }
      : {}),
  };
}

/** Builds the HTTP application. The process concerns (listen, signals, migrations) live in server.ts. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, redis } = options;
  const app = Fastify({
    logger: withSafeErrorLogging(options.logger ?? loggerOptions(config.logLevel, false)),
    trustProxy: config.trustProxy,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    logController: new QuietRequestLog(),
    ...errorHandlingServerOptions,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  registerErrorHandler(app);
  registerInputGuard(app);

  const mailer =
    options.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom, app.log)
      : createOutboxMailer(database.db, app.log, config.publicUrl));
  const limiter = redis ? createRedisRateLimiter(redis) : createDatabaseRateLimiter(database.db);
  const auth = createAuth({ db: database.db, config, mailer, log: app.log });
  app.decorate("ctx", { config, database, mailer, limiter, auth });

  await registerSecurityHeaders(app, config.env === "production");
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: true,
    max: 600,
    timeWindow: "1 minute",
    // The SPA's own files are not API calls: a class behind one address must not be refused its JavaScript.
    allowList: (request) => isSpaRequest(request.url),
    ...(redis ? { redis, nameSpace: "rumo:http-rl:" } : {}),
  });
  await registerOpenApi(app, config.publicUrl);
  await app.register(sessionPlugin, { auth, db: database.db });

  const accounts = createAccountService({
    auth,
    db: database.db,
    throttle: createAuthThrottle(limiter, config),
    log: app.log,
    timeZone: config.timezone,
  });
  await app.register(healthRoutes, { prefix: "/api", ping: database.ping });
  await app.register(authRoutes, { prefix: "/api/auth", accounts });
  await app.register(adminAuthRoutes, { prefix: "/api/admin/auth", accounts });
  await registerFeatureRoutes(app);
  if (mailer.kind === "outbox") await app.register(devEmailRoutes, { db: database.db });

  await registerSpa(app, options.webDistDir ?? WEB_DIST_DIR);
  app.addHook("onClose", async () => {
    await mailer.close();
  });
  return app;
}
