package com.service.sdk.core;

/**
 * What a call that failed may have done at the service, judged from every attempt the SDK
 * made (retries included), not only the last one. Every {@link ServiceException} carries
 * one ({@link ServiceException#outcome()}); it answers the question a failure leaves:
 * <em>may money have moved?</em>
 *
 * <table>
 *   <caption>What each outcome means and what to do</caption>
 *   <tr><th>outcome</th><th>means</th><th>what to do</th></tr>
 *   <tr><td>{@link #NOT_SENT}</td><td>no attempt left this machine</td>
 *       <td>sending the same request again is safe</td></tr>
 *   <tr><td>{@link #NOT_APPLIED}</td><td>the service refused it, or it was a read</td>
 *       <td>nothing changed; fix the cause before sending again</td></tr>
 *   <tr><td>{@link #UNKNOWN}</td><td>an attempt may have reached the service and taken effect (no
 *       answer, a 5xx, or a 2xx that is not the service's envelope)</td>
 *       <td>repeat a refund or payout with the same idempotency key (you get the original),
 *       or recover the state (status operation, callback); never create it anew</td></tr>
 *   <tr><td>{@link #APPLIED}</td><td>the service's envelope says it accepted it, but the record in
 *       it could not be read</td>
 *       <td>as for {@code UNKNOWN}: the effect exists, only the result is missing</td></tr>
 * </table>
 *
 * <p>Reads (GET) change nothing, so a failed read is {@code NOT_SENT} or {@code NOT_APPLIED},
 * never {@code UNKNOWN}.
 */
public enum Outcome {
  /** No attempt left this machine: the service cannot have seen the request. Sending it again is safe. */
  NOT_SENT,

  /**
   * Nothing changed at the service: it answered with a refusal (a 4xx status, or
   * {@code success: false}) and no earlier attempt of the call may have taken effect; or
   * the call was a read, which changes nothing.
   */
  NOT_APPLIED,

  /**
   * The request may have taken effect: an attempt reached (or may have reached) the service
   * without a definitive answer (no answer at all, a 5xx, a redirect after a create, or a 2xx
   * whose body is not the service's envelope: an HTML page from a proxy or captive portal, a
   * wrong base URL, a body cut off or too large to read), and no later answer settled it.
   */
  UNKNOWN,

  /**
   * The request took effect: the service accepted it with a 2xx whose body is its envelope (a
   * JSON object naming the resource for the plugin family, one with {@code success: true} for
   * the others), but the record in it could not be read (a field missing or of the wrong
   * type). A 2xx that is not the envelope is {@link #UNKNOWN}: a status alone proves nothing.
   * The effect exists; only the result is missing.
   */
  APPLIED;

  /**
   * Returns true when the effect of the request may exist although the caller holds no
   * result: {@link #UNKNOWN} and {@link #APPLIED}. Creating the same thing again under a new
   * reference could then do it twice.
   *
   * @return whether the request may have taken effect
   */
  public boolean mayHaveTakenEffect() {
    return this == UNKNOWN || this == APPLIED;
  }

}
