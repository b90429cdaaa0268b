package com.service.sdk.sandbox.internal.http;

import com.service.sdk.sandbox.internal.state.Merchant;
import com.sun.net.httpserver.Headers;
import java.net.InetAddress;
import java.util.List;

/**
 * One received request as a handler sees it: the raw (still encoded) path and query that were
 * signed, the body bytes, the decoded path parameters and the authenticated merchant (null for
 * families without credentials).
 */
public record Call(
    String method,
    String rawPath,
    String rawQuery,
    Headers headers,
    byte[] body,
    InetAddress remote,
    List<String> params,
    Merchant merchant) {

  Call withMerchant(Merchant authenticated) {
    return new Call(method, rawPath, rawQuery, headers, body, remote, params, authenticated);
  }

  /** The single path parameter of most routes. */
  public String id() {
    return params.get(0);
  }
}
