package com.service.sdk.payouts;

import com.service.sdk.core.ClientBuilder;
import com.service.sdk.core.internal.HttpTransport;
import com.service.sdk.core.internal.RequestAuthenticator;

/**
 * The public family of the service (spec 5.1): link status and checkout details,
 * operations 6 and 7. It has no credentials and sends none, so it is safe where merchant
 * secrets must not be, such as a checkout front end's server.
 *
 * <pre>{@code
 * PublicClient pub = PublicClient.builder().baseUrl("https://api.example.test").build();
 * LinkStatus status = pub.links().status(shortId);
 * }</pre>
 *
 * <p>Immutable and thread-safe: build one and share it.
 */
public final class PublicClient {
  private final PublicLinksService links;

  private PublicClient(HttpTransport transport) {
    this.links = new PublicLinksService(transport);
  }

  /** Returns a new, empty builder. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder pre-filled with the base URL from {@code SERVICE_BASE_URL}; credentials
   * in the environment are ignored. Values set on the builder win.
   */
  public static Builder fromEnvironment() {
    return builder().environment(System.getenv());
  }

  /** Returns the public payment link reads. */
  public PublicLinksService links() {
    return links;
  }

  /** Builds a {@link PublicClient}. Required: the base URL. There is no way to add credentials. */
  public static final class Builder extends ClientBuilder<Builder> {
    private Builder() {}

    @Override
    protected Builder self() {
      return this;
    }

    /**
     * Returns the client.
     *
     * @throws IllegalStateException if the base URL is missing
     * @throws IllegalArgumentException if the base URL is not acceptable
     */
    public PublicClient build() {
      return new PublicClient(new HttpTransport(transportSettings(), RequestAuthenticator.NONE));
    }
  }
}
