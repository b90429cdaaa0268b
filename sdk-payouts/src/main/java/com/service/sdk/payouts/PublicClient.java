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
  private final Async async;
  private final PublicLinksService links;

  private PublicClient(HttpTransport transport) {
    this.transport = transport;
    this.async = new Async(transport);
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
   * Returns the asynchronous face of this client: the same operations, returning
   * {@link java.util.concurrent.CompletableFuture}s, with the same requests, retries,
   * outcomes and exceptions. It shares the client's connection pool, settings and
   * lifecycle: closing the client closes it.
   *
   * @return the asynchronous face
   */
  public Async async() {
    return async;
  }

  /**
   * The operations of a {@link PublicClient} without blocking: OkHttp's dispatcher sends them, the
   * SDK's scheduler waits between retries (no thread sleeps), and futures complete on the
   * builder's {@code asyncExecutor} (the SDK's own pool of daemon threads {@code service-sdk-async-N}
   * unless set), never on OkHttp's I/O threads.
   */
  public static final class Async {
    private final AsyncPublicLinksService links;

    private Async(HttpTransport transport) {
      this.links = new AsyncPublicLinksService(transport);
    }

    /**
     * Returns the links operations, without blocking.
     *
     * @return the asynchronous links service
     */
    public AsyncPublicLinksService links() {
      return links;
    }
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
