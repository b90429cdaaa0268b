package com.service.sdk.payouts;

import com.service.sdk.core.ClientBuilder;
import com.service.sdk.core.ClientConfiguration;
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
 * <p>Thread-safe: build one, share it, and close it when the application stops.
 */
public final class PublicClient implements AutoCloseable {
  private final HttpTransport transport;
  private final PublicLinksService links;

  private PublicClient(HttpTransport transport) {
    this.transport = transport;
    this.links = new PublicLinksService(transport);
  }

  /**
   * Returns a new, empty builder.
   *
   * @return the builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder pre-filled with the base URL from {@code SERVICE_BASE_URL}; credentials
   * in the environment are ignored. Values set on the builder win.
   *
   * @return the builder
   */
  public static Builder fromEnvironment() {
    return builder().environment(System.getenv());
  }

  /**
   * Returns the public payment link reads.
   *
   * @return the public links service
   */
  public PublicLinksService links() {
    return links;
  }

  /**
   * Closes this client: later calls throw {@link IllegalStateException}, calls already
   * running finish, and its share of the SDK's connection pool is given back (the last
   * client closed stops the pool's threads and idle connections). An OkHttp client given
   * to the builder is never closed. Calling it again does nothing.
   */
  @Override
  public void close() {
    transport.close();
  }

  /** Builds a {@link PublicClient}. Required: the base URL. There is no way to add credentials. */
  public static final class Builder extends ClientBuilder<Builder, PublicClient> {
    private Builder() {}

    @Override
    protected Builder self() {
      return this;
    }

    @Override
    protected PublicClient newClient(ClientConfiguration configuration) {
      return new PublicClient(HttpTransport.open(configuration, RequestAuthenticator.NONE, "PublicClient"));
    }
  }
}
