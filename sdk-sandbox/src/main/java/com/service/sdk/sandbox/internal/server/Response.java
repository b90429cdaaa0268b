package com.service.sdk.sandbox.internal.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** An answer ready to send: status, content type, body bytes and extra headers. */
public record Response(int status, String contentType, byte[] body, Map<String, String> headers) {

  public static Response json(int status, JsonNode body) {
    return new Response(status, "application/json", Json.bytes(body), Map.of());
  }

  /** A success envelope of the HMAC, public and control families. */
  public static Response envelope(String message, JsonNode data) {
    ObjectNode body = Json.object();
    body.put("success", true);
    body.put("message", message);
    body.set("data", data);
    return json(200, body);
  }

  public static Response html(int status, String title, String bodyHtml) {
    String page = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" + Html.escape(title)
        + "</title></head>\n<body>\n<h1>" + Html.escape(title) + "</h1>\n" + bodyHtml + "\n</body></html>\n";
    return new Response(status, "text/html; charset=utf-8", page.getBytes(StandardCharsets.UTF_8), Map.of());
  }

  Response withHeader(String name, String value) {
    return new Response(status, contentType, body, Map.of(name, value));
  }
}
