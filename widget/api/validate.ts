import * as v from 'valibot';
import { ServiceError, type ServiceName } from '../core/config/errors';

/** Checks an answer against its schema, or throws the service's invalid-response error. */
export function validate<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  service: ServiceName,
  failMessage: string,
): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
  throw new ServiceError(service, 'invalid-response', failMessage, `unexpected answer${path ? ` at ${path}` : ''}: ${issue.message}`);
}

/** An unsigned integer carried as a decimal string, as Solana services send amounts. */
export const baseUnitsString = v.pipe(v.string(), v.regex(/^\d{1,20}$/, 'not an amount in base units'));
