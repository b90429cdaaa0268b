package com.service.sdk.payouts;

/**
 * The merchant's own answer to "did I create this payment link?", which
 * {@link PublicLinksService#confirm(com.service.sdk.core.callback.CallbackNotice, LinkOwnership)}
 * asks before it believes a link callback. The link status it confirms with is public (spec
 * 4.6): it says whether a link was paid, never whose link it is, so a forged callback naming
 * another merchant's paid link would otherwise confirm as paid. Answer from your own records
 * (the short id you stored on the order or invoice when {@code links().create} returned),
 * never from the callback:
 *
 * <pre>{@code
 * LinkOwnership ours = shortId -> invoices.findByLinkShortId(shortId).isPresent();
 * }</pre>
 *
 * <p>It is called on a callback handler's worker, once per link callback, before any status
 * call. Throw (your database is down, say) to have the delivery answered 503 and delivered
 * again; answer false to refuse it (400), nothing confirmed and no action run.
 */
@FunctionalInterface
public interface LinkOwnership {
  /**
   * Returns whether this merchant created the payment link with this short id.
   *
   * @param shortId the short id a callback names (checked for shape, otherwise untrusted)
   * @return true only for a link of yours, found in your own records
   */
  boolean isOwn(String shortId);
}
