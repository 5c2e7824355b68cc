import pino from 'pino';

export type Logger = pino.Logger;

/**
 * pino-pretty's stream for a developer's terminal, or undefined when the package is absent
 * (a dev dependency: production images leave it out) so logs stay JSON.
 */
function prettyStream(): pino.DestinationStream | undefined {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pretty = require('pino-pretty') as (opts: Record<string, unknown>) => pino.DestinationStream;
    return pretty({
      colorize: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      singleLine: false,
    });
  } catch {
    return undefined;
  }
}

/**
 * JSON logs; secrets are redacted wherever they could appear. `pretty` (development, output
 * to a terminal) prints them readable instead.
 */
export function createLogger(
  level: string,
  destination?: pino.DestinationStream,
  opts: { pretty?: boolean } = {},
): Logger {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["stripe-signature"]',
          'req.headers["x-sfpy-signature"]',
          'password',
          'token',
          '*.password',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    destination ?? (opts.pretty ? prettyStream() : undefined),
  );
}
