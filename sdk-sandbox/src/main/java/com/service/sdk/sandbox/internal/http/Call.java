package com.service.sdk.sandbox.internal.http;

import com.service.sdk.sandbox.internal.state.Merchant;
import com.sun.net.httpserver.Headers;
import java.net.InetAddress;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * One received request as a handler sees it: the raw (still encoded) path and query that were
 * signed (null when the request had no query), the body bytes, the decoded path parameters and
 * the authenticated merchant (null for families without credentials).
 */
public record Call(
    String method,
    String rawPath,
    @Nullable String rawQuery,
    Headers headers,
    byte[] body,
    InetAddress remote,
    List<String> params,
    @Nullable Merchant merchant) {

  Call withMerchant(@Nullable Merchant authenticated) {
    return new Call(method, rawPath, rawQuery, headers, body, remote, params, authenticated);
  }

  /**
   * The merchant a signed operation's handler serves: every route of a signed family runs only
   * after authentication found one.
   *
   * @throws IllegalStateException on a route without credentials
   */
  public Merchant caller() {
    if (merchant == null) {
      throw new IllegalStateException("no authenticated merchant on " + method + " " + rawPath);
    }
    return merchant;
  }

  /** The single path parameter of most routes. */
  public String id() {
    return params.get(0);
  }
}
