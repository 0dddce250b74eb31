import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/** Health checks come every second or two from each balancer: logged only at debug level. */
const QUIET_PATHS = new Set(["/health", "/health/ready"]);

/**
 * One log line per request, when its answer is sent: the request id (Fastify's child logger binds
 * it), method, URL (secrets redacted by the `req` serializer, loggerOptions.ts), client address,
 * status and milliseconds. Fastify's default is two lines (incoming and completed), which wrote
 * 31 MB in 30 minutes of load; a request that never completes is still logged by the error handler.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) {
      reply.log.error({ ...line, err: error }, "request errored");
      return;
    }
    const quiet = reply.statusCode < 300 && QUIET_PATHS.has(request.url.split("?")[0]);
    if (quiet) reply.log.debug(line, "request completed");
    else reply.log.info(line, "request completed");
  }
}
