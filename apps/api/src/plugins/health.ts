/** The liveness answer: the envelope with the process's uptime in seconds. */
export function healthBody(): string {
  return JSON.stringify({
    status: 1,
    statusCode: 200,
    message: 'OK',
    data: { uptime: Math.round(process.uptime()) },
  });
}
