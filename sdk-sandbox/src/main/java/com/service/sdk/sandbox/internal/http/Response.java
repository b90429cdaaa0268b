package com.service.sdk.sandbox.internal.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
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

  /** A self-contained HTML page (inline style, no external resources) headed by its title. */
  public static Response html(int status, String title, String bodyHtml) {
    String page = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>" + Html.escape(title)
        + "</title>\n<style>" + Html.STYLE + "</style></head>\n<body>\n<h1>" + Html.escape(title) + "</h1>\n" + bodyHtml
        + "\n</body></html>\n";
    return new Response(status, "text/html; charset=utf-8", page.getBytes(StandardCharsets.UTF_8), Map.of());
  }

  /** A 303 redirect to {@code location}. */
  public static Response seeOther(String location) {
    return new Response(303, "text/plain; charset=utf-8", new byte[0], Map.of("Location", location));
  }

  /** This answer with one more header. */
  public Response withHeader(String name, String value) {
    Map<String, String> more = new LinkedHashMap<>(headers);
    more.put(name, value);
    return new Response(status, contentType, body, Map.copyOf(more));
  }
}
