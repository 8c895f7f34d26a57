// The refusals of the real blockchain API (reown-com/blockchain-api), so the devnet's routes refuse a
// request the way the hosted service does and a client holding to the devnet holds to the service.
import { reply } from '../lib/http.mjs';

/**
 * An RpcError answer: `{ status: "FAILED", reasons: [{ field, description }] }` (blockchain-api
 * src/error.rs:754-771 ErrorResponse / new_error_response, status codes from its IntoResponse at :286).
 * @param {number} status @param {string} field @param {string} description
 */
export const failed = (status, field, description) => reply({ status, json: { status: 'FAILED', reasons: [{ field, description }] } });

/** RpcError::InvalidAddress (error.rs:410-417). */
export const invalidAddress = () => failed(400, 'address', 'The address provided is invalid');

/**
 * axum's `Query<T>` rejection: 400, plain text "Failed to deserialize query string: …" (the handlers take
 * their query with axum's Query extractor, e.g. balance.rs:130; no custom rejection handler exists).
 * @param {string} detail
 */
export const badQuery = (detail) => reply({ status: 400, type: 'text/plain; charset=utf-8', text: `Failed to deserialize query string: ${detail}` });

/**
 * axum's `Json<T>` rejection for a body that parses but does not fit the struct: 422, plain text
 * "Failed to deserialize the JSON body into the target type: …" (handlers taking `Json`/`SimpleRequestJson`,
 * e.g. profile/register.rs:51 via utils/simple_request_json.rs:18-24).
 * @param {string} detail
 */
export const jsonDataError = (detail) => reply({ status: 422, type: 'text/plain; charset=utf-8', text: `Failed to deserialize the JSON body into the target type: ${detail}` });

/** The currencies `SupportedCurrencies` deserializes (src/handlers/mod.rs:60-72, lowercase). */
export const CURRENCIES = ['btc', 'eth', 'usd', 'eur', 'gbp', 'aud', 'cad', 'inr', 'jpy'];

/**
 * Checks a query against the fields a handler's query struct requires; the first missing one is refused
 * as axum's deserializer names it ("missing field `currency`").
 * @param {Record<string, string>} query @param {string[]} required
 */
export function missingField(query, required) {
  const gone = required.find((k) => query[k] === undefined);
  return gone ? badQuery(`missing field \`${gone}\``) : undefined;
}

/** A currency query value outside the enum, as serde words it. @param {string} value */
export const unknownCurrency = (value) => badQuery(`unknown variant \`${value}\`, expected one of ${CURRENCIES.map((c) => `\`${c}\``).join(', ')}`);
