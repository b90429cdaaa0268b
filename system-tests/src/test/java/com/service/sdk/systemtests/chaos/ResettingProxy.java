package com.service.sdk.systemtests.chaos;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A loopback HTTP/1.1 proxy between the SDK and the sandbox that does two things the
 * sandbox's own faults cannot: it resets connections (TCP {@code RST}, where the sandbox's
 * JDK server can only close them), before the request reaches the sandbox or once the
 * sandbox has answered 2xx (its effect exists); and it sees every answer on the wire, so it
 * reports what each tracked request actually met, whoever caused it.
 *
 * <p>A request is tracked by its {@code Idempotency-Key} (refunds, payouts) or, for a create
 * without one, by the merchant reference in its body ({@code order_id}, {@code external_id},
 * {@code external_ref}) when the run names it as one of its own ({@link #track}). Which tracked
 * requests it resets is drawn from the seed, that key and how many times it came before: a
 * request and its retries meet the same resets whatever order many threads send them in.
 */
final class ResettingProxy implements AutoCloseable {
  /** What a tracked request met on the wire. */
  enum Fate {
    /** A 2xx answer, whole. */
    ANSWERED,
    /** A 429 or 5xx answer, whole. */
    ERROR_STATUS,
    /** Reset by this proxy before the sandbox saw it. */
    RESET_BEFORE,
    /** Reset by this proxy once the sandbox had answered 2xx. */
    RESET_AFTER,
    /** The sandbox closed the connection without an answer. */
    CLOSED_WITHOUT_ANSWER,
    /** The answer's body ended before its {@code Content-Length}. */
    CUT_OFF,
    /** The client gave up first (its read timeout passed while the answer was held). */
    CLIENT_GAVE_UP
  }

  private final ServerSocket listener;
  private final InetSocketAddress upstream;
  private final ExecutorService threads = Executors.newCachedThreadPool(runnable -> {
    Thread thread = new Thread(runnable, "resetting-proxy");
    thread.setDaemon(true);
    return thread;
  });
  /** A merchant reference in a create's body, as the SDK writes it (compact JSON). */
  private static final Pattern REFERENCE = Pattern.compile("\"(order_id|external_id|external_ref)\":\"([^\"]*)\"");
  private final Map<String, AtomicInteger> attempts = new ConcurrentHashMap<>();
  private final Map<Fate, AtomicInteger> fates = new EnumMap<>(Fate.class);
  private volatile Resets resets = new Resets(0, 0, 0);
  private volatile Set<String> references = Set.of();

  /** Probabilities of a reset before and after the sandbox, and the seed of their draws. */
  record Resets(double before, double after, long seed) {}

  ResettingProxy(String upstreamHost, int upstreamPort) throws IOException {
    this.upstream = new InetSocketAddress(upstreamHost, upstreamPort);
    this.listener = new ServerSocket(0, 256, InetAddress.getLoopbackAddress());
    for (Fate fate : Fate.values()) {
      fates.put(fate, new AtomicInteger());
    }
    threads.execute(this::accept);
  }

  /** Returns the base URL that reaches the sandbox through this proxy. */
  String baseUrl() {
    return "http://127.0.0.1:" + listener.getLocalPort();
  }

  /** Tracks, from now on, requests without a key whose body carries one of these references. */
  void track(Set<String> references) {
    this.references = Set.copyOf(references);
  }

  /** Sets the resets of the requests that arrive from now on ({@code new Resets(0, 0, 0)}: none). */
  void resets(Resets resets) {
    this.resets = resets;
  }

  /** Returns how many times a request with this tracking key came through. */
  int attempts(String trackingKey) {
    AtomicInteger count = attempts.get(trackingKey);
    return count == null ? 0 : count.get();
  }

  /** The request's tracking key: its {@code Idempotency-Key}, else a tracked reference in its body, else null. */
  private String trackingKey(Head head, byte[] body) {
    String key = head.header("idempotency-key");
    if (key != null) {
      return key;
    }
    Matcher reference = REFERENCE.matcher(new String(body, StandardCharsets.UTF_8));
    while (reference.find()) {
      if (references.contains(reference.group(2))) {
        return reference.group(2);
      }
    }
    return null;
  }

  /**
   * Returns how many tracked requests met each fate, once every tracked request has met one (a
   * client that gave up closes its connection a moment after its call ended) or the wait is over.
   */
  Map<Fate, Integer> settledFates(Duration wait) throws InterruptedException {
    long deadline = System.nanoTime() + wait.toNanos();
    while (System.nanoTime() < deadline && fates().values().stream().mapToInt(Integer::intValue).sum()
        < attempts.values().stream().mapToInt(AtomicInteger::get).sum()) {
      Thread.sleep(10);
    }
    return fates();
  }

  private Map<Fate, Integer> fates() {
    Map<Fate, Integer> copy = new EnumMap<>(Fate.class);
    fates.forEach((fate, count) -> copy.put(fate, count.get()));
    return copy;
  }

  @Override
  public void close() throws IOException {
    listener.close();
    threads.shutdownNow();
  }

  private void accept() {
    while (!listener.isClosed()) {
      try {
        Socket client = listener.accept();
        Socket server = new Socket(upstream.getAddress(), upstream.getPort());
        client.setTcpNoDelay(true);
        server.setTcpNoDelay(true);
        Connection connection = new Connection(client, server);
        threads.execute(connection::forwardRequests);
        threads.execute(connection::forwardAnswers);
      } catch (IOException e) {
        return; // closed
      }
    }
  }

  private void count(Fate fate) {
    fates.get(fate).incrementAndGet();
  }

  /** One client connection and its own connection to the sandbox; one request at a time (no pipelining). */
  private final class Connection {
    private final Socket client;
    private final Socket server;
    /**
     * The tracked request whose answer is awaited, or null. Cleared only if still the same
     * request: the client may send its next request before the answers thread is done with
     * the previous answer.
     */
    private final AtomicReference<Pending> pending = new AtomicReference<>();
    private volatile boolean clientClosed;

    Connection(Socket client, Socket server) {
      this.client = client;
      this.server = server;
    }

    void forwardRequests() {
      try (InputStream in = new BufferedInputStream(client.getInputStream())) {
        OutputStream out = server.getOutputStream();
        while (true) {
          Head head = Head.read(in);
          if (head == null) {
            break;
          }
          byte[] body = in.readNBytes((int) head.contentLength());
          String key = trackingKey(head, body);
          Pending next = null;
          if (key != null) {
            int time = attempts.computeIfAbsent(key, k -> new AtomicInteger()).getAndIncrement();
            Resets now = resets;
            double draw = draw(now.seed(), key, time);
            if (draw < now.before()) {
              count(Fate.RESET_BEFORE);
              pending.set(null);
              reset();
              return;
            }
            next = new Pending(draw < now.before() + now.after());
          }
          pending.set(next);
          out.write(head.bytes());
          out.write(body);
          out.flush();
        }
      } catch (IOException e) {
        // Either side went away; the answers thread tells which fate the request met.
      }
      clientClosed = true;
      closeQuietly(server);
    }

    void forwardAnswers() {
      try (InputStream in = new BufferedInputStream(server.getInputStream())) {
        OutputStream out = client.getOutputStream();
        while (true) {
          Head head = Head.read(in);
          Pending awaited = pending.get();
          if (head == null) {
            ended(awaited, Fate.CLOSED_WITHOUT_ANSWER);
            return;
          }
          int status = head.status();
          if (awaited != null && awaited.resetAfter && status >= 200 && status < 300) {
            pending.compareAndSet(awaited, null);
            count(Fate.RESET_AFTER);
            reset();
            return;
          }
          out.write(head.bytes());
          long left = head.contentLength();
          byte[] buffer = new byte[8192];
          while (left > 0) {
            int n = in.read(buffer, 0, (int) Math.min(buffer.length, left));
            if (n < 0) {
              out.flush();
              ended(awaited, Fate.CUT_OFF);
              return;
            }
            out.write(buffer, 0, n);
            left -= n;
          }
          out.flush();
          if (awaited != null) {
            count(status >= 200 && status < 300 ? Fate.ANSWERED : Fate.ERROR_STATUS);
            pending.compareAndSet(awaited, null);
          }
        }
      } catch (IOException e) {
        ended(pending.get(), Fate.CLOSED_WITHOUT_ANSWER);
      }
    }

    /** The sandbox's side ended: records what the awaited request met, then closes the client's side. */
    private void ended(Pending awaited, Fate fate) {
      if (awaited != null && pending.compareAndSet(awaited, null)) {
        count(clientClosed ? Fate.CLIENT_GAVE_UP : fate);
      }
      closeQuietly(client);
      closeQuietly(server);
    }

    /** Closes the client's connection with a reset (linger 0), and the sandbox's. */
    private void reset() {
      try {
        client.setSoLinger(true, 0);
      } catch (SocketException e) {
        // Already closed: nothing left to reset.
      }
      closeQuietly(client);
      closeQuietly(server);
    }
  }

  /** A tracked request on its way, and whether its 2xx answer is to be replaced by a reset. */
  private record Pending(boolean resetAfter) {}

  static double draw(long seed, String key, int time) {
    long mixed = seed ^ 0x5DEECE66DL;
    for (int i = 0; i < key.length(); i++) {
      mixed = mixed * 31 + key.charAt(i);
    }
    return new SplittableRandom(mixed * 0x9E3779B97F4A7C15L + time).nextDouble();
  }

  private static void closeQuietly(Socket socket) {
    try {
      socket.close();
    } catch (IOException e) {
      // Closing is all that is left to do.
    }
  }

  /** The start line and headers of a request or an answer, as bytes and parsed. */
  private record Head(byte[] bytes, String startLine, Map<String, String> headers) {
    private static final int MAX_HEAD = 64 * 1024;
    /** CR LF CR LF, the blank line that ends a head. */
    private static final int END_OF_HEAD = 0x0D0A0D0A;

    /** Reads up to the blank line; null at a clean end of stream before any byte. */
    static Head read(InputStream in) throws IOException {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream(512);
      int lastFour = 0;
      while (lastFour != END_OF_HEAD) {
        int b = in.read();
        if (b < 0) {
          if (bytes.size() == 0) {
            return null;
          }
          throw new IOException("stream ended inside a head");
        }
        bytes.write(b);
        lastFour = lastFour << 8 | b;
        if (bytes.size() > MAX_HEAD) {
          throw new IOException("head larger than " + MAX_HEAD + " bytes");
        }
      }
      String text = bytes.toString(StandardCharsets.ISO_8859_1);
      String[] lines = text.split("\r\n");
      Map<String, String> headers = new HashMap<>();
      for (int i = 1; i < lines.length; i++) {
        int colon = lines[i].indexOf(':');
        if (colon > 0) {
          headers.put(lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT), lines[i].substring(colon + 1).trim());
        }
      }
      return new Head(bytes.toByteArray(), lines[0], headers);
    }

    String header(String lowerCaseName) {
      return headers.get(lowerCaseName);
    }

    long contentLength() {
      String length = header("content-length");
      return length == null ? 0 : Long.parseLong(length);
    }

    /** The status of an answer's start line ({@code HTTP/1.1 200 OK}). */
    int status() {
      return Integer.parseInt(startLine.split(" ")[1]);
    }
  }
}
