package com.service.sdk.core.internal;

import com.service.sdk.core.IdempotencyKey;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import okhttp3.HttpUrl;
import org.jspecify.annotations.Nullable;

/**
 * One operation's request before it meets the base URL: the operation's name, method,
 * path, query, body bytes (serialised once, then signed and sent as they are) and the
 * idempotency key.
 */
public final class ApiRequest {
  private static final HexFormat PERCENT_HEX = HexFormat.of().withUpperCase();

  private final String operation;
  private final String method;
  private final List<Part> path;
  private final List<Map.Entry<String, String>> query;
  private final byte @Nullable [] body;
  private final @Nullable IdempotencyKey idempotencyKey;

  private ApiRequest(Builder builder) {
    this.operation = builder.operation;
    this.method = builder.method;
    this.path = List.copyOf(builder.path);
    if (builder.query == null) {
      this.query = List.of(); // most operations have none: no map, no list
    } else {
      List<Map.Entry<String, String>> parameters = new ArrayList<>(builder.query.size());
      builder.query.forEach((name, value) -> parameters.add(Map.entry(name, value)));
      this.query = parameters;
    }
    this.body = builder.body;
    this.idempotencyKey = builder.idempotencyKey;
  }

  /**
   * Starts a GET of {@code path}, a literal such as {@code "/payments/balance"}.
   *
   * @param operation the operation's name as listeners see it, such as {@code "balance.get"}
   * @param path the literal path
   * @return the builder
   */
  public static Builder get(String operation, String path) {
    return new Builder(operation, "GET").path(path);
  }

  /**
   * Starts a POST of {@code path}, a literal such as {@code "/refunds/create"}.
   *
   * @param operation the operation's name as listeners see it, such as {@code "refunds.create"}
   * @param path the literal path
   * @return the builder
   */
  public static Builder post(String operation, String path) {
    return new Builder(operation, "POST").path(path);
  }

  /**
   * Returns the operation's name.
   *
   * @return the name, such as {@code "refunds.create"}
   */
  public String operation() {
    return operation;
  }

  /**
   * Returns the path with each identifier replaced by its name in braces, such as
   * {@code "/payments/{paymentId}/status"}: what logs and listeners may show of a path
   * without showing an identifier.
   *
   * @return the template
   */
  public String pathTemplate() {
    StringBuilder template = new StringBuilder();
    for (Part part : path) {
      template.append('/').append(part.literal ? part.value : "{" + part.name + "}");
    }
    return template.toString();
  }

  /**
   * Returns the HTTP method.
   *
   * @return {@code GET} or {@code POST}
   */
  public String method() {
    return method;
  }

  /**
   * Returns the body bytes, as signed and sent.
   *
   * @return the body, or null for a request without one
   */
  public byte @Nullable [] body() {
    return body;
  }

  /**
   * Returns the idempotency key.
   *
   * @return the key, or null for a request without one
   */
  public @Nullable IdempotencyKey idempotencyKey() {
    return idempotencyKey;
  }

  /**
   * Returns true when repeating the request cannot do anything twice: a GET, or a POST
   * that carries an idempotency key.
   *
   * @return whether it may be sent again after it may have arrived
   */
  public boolean idempotent() {
    return method.equals("GET") || idempotencyKey != null;
  }

  /**
   * Resolves this request against {@code base}. Each identifier becomes one segment in
   * which every byte of its UTF-8 form outside RFC 3986's unreserved set
   * ({@code A-Z a-z 0-9 - . _ ~}) is percent-encoded with uppercase hex, as the spec asks
   * (5.2): no sub-delimiter ({@code ; , = + $ ...}), {@code :}, {@code @}, bracket or
   * quote stays literal for a proxy or server to reinterpret, and what is signed is what
   * is sent.
   *
   * @param base the client's base URL
   * @return the request's URL
   */
  HttpUrl url(HttpUrl base) {
    HttpUrl.Builder url = base.newBuilder();
    for (Part part : path) {
      if (part.literal) {
        url.addPathSegments(part.value);
      } else {
        url.addEncodedPathSegment(percentEncode(part.value));
      }
    }
    for (Map.Entry<String, String> parameter : query) {
      url.addQueryParameter(parameter.getKey(), parameter.getValue());
    }
    return url.build();
  }

  /**
   * Returns the path's one literal, such as {@code "refunds/create"}, when the path is that
   * literal alone and there is no query: a request whose URL is the same on every call
   * ({@link PreparedUrls}); otherwise null.
   */
  @Nullable String onlyLiteral() {
    return path.size() == 1 && path.get(0).literal && query.isEmpty() ? path.get(0).value : null;
  }

  static String percentEncode(String identifier) {
    byte[] bytes = identifier.getBytes(StandardCharsets.UTF_8);
    StringBuilder out = new StringBuilder(bytes.length + 8);
    for (byte b : bytes) {
      int c = b & 0xff;
      if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
          || c == '-' || c == '.' || c == '_' || c == '~') {
        out.append((char) c);
      } else {
        out.append('%').append(PERCENT_HEX.toHexDigits(b));
      }
    }
    return out.toString();
  }

  private record Part(String value, @Nullable String name, boolean literal) {}

  /** Builds an {@link ApiRequest}. */
  public static final class Builder {
    private final String operation;
    private final String method;
    private final List<Part> path = new ArrayList<>(4);
    private @Nullable Map<String, String> query; // made by the first query(..)
    private byte @Nullable [] body;
    private @Nullable IdempotencyKey idempotencyKey;

    private Builder(String operation, String method) {
      this.operation = Objects.requireNonNull(operation, "operation == null");
      this.method = method;
    }

    /**
     * Appends literal path segments.
     *
     * @param literal segments such as {@code "status"} or {@code "/api/v1/payees"}
     * @return this builder
     */
    public Builder path(String literal) {
      String trimmed = literal.startsWith("/") ? literal.substring(1) : literal;
      path.add(new Part(trimmed, null, true));
      return this;
    }

    /**
     * Appends one identifier as a single path segment, percent-encoded outside RFC 3986's
     * unreserved characters (see {@link ApiRequest#url}), so it can never change the path's
     * shape.
     *
     * @param value the identifier
     * @param name the identifier's name, for messages and the path template
     * @return this builder
     * @throws NullPointerException naming {@code name} if {@code value} is null
     * @throws IllegalArgumentException naming {@code name} if it is blank, {@code .} or {@code ..}
     */
    public Builder segment(String value, String name) {
      Objects.requireNonNull(value, name + " == null");
      if (value.isBlank()) {
        throw new IllegalArgumentException(name + " must not be blank");
      }
      if (value.equals(".") || value.equals("..")) {
        throw new IllegalArgumentException(name + " must not be \"" + value + "\"");
      }
      path.add(new Part(value, name, false));
      return this;
    }

    /**
     * Adds a query parameter; parameters are sent in the order added.
     *
     * @param name the parameter's name
     * @param value its value, encoded when sent
     * @return this builder
     */
    public Builder query(String name, String value) {
      if (query == null) {
        query = new LinkedHashMap<>();
      }
      query.put(name, value);
      return this;
    }

    /**
     * Serialises {@code value} with {@link Json} as the body.
     *
     * @param value the body's content
     * @return this builder
     */
    public Builder jsonBody(Object value) {
      this.body = Json.write(value);
      return this;
    }

    /**
     * Sets body bytes serialised before (a {@link com.service.sdk.core.PreparedRequest}'s), to
     * be signed and sent as they are.
     *
     * @param json the body's bytes; not copied, so the caller must not change them
     * @return this builder
     */
    public Builder body(byte[] json) {
      this.body = Objects.requireNonNull(json, "body == null");
      return this;
    }

    /**
     * Sets the {@code Idempotency-Key}.
     *
     * @param key the key, sent on every attempt
     * @return this builder
     */
    public Builder idempotencyKey(IdempotencyKey key) {
      this.idempotencyKey = Objects.requireNonNull(key, "idempotencyKey == null");
      return this;
    }

    /**
     * Returns the request.
     *
     * @return the request
     */
    public ApiRequest build() {
      return new ApiRequest(this);
    }
  }
}
