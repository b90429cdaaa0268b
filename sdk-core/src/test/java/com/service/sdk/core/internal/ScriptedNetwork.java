package com.service.sdk.core.internal;

import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketAddress;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.net.SocketFactory;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import okhttp3.ConnectionPool;
import okhttp3.OkHttpClient;

/**
 * A network that plays a script, one entry per attempt: each attempt opens its own
 * connection (no pooling), and the connection does what its entry says. It refuses to
 * connect, or carries the request and then fails to deliver the answer (reset, read
 * timeout; the request is written but never reaches the server, so no server thread can
 * reorder answers), or passes the request to a {@link MockWebServer} that answers with
 * the entry's response. Every request written is kept, byte for byte, to check what each
 * attempt carried. Deterministic and without waiting: a read timeout is raised, not waited
 * for.
 */
final class ScriptedNetwork {
  /** What one attempt's connection does. */
  sealed interface Step permits Refuse, Reset, ReadTimeout, Answer {}

  /** The connection is refused: nothing leaves this machine. */
  record Refuse() implements Step {}

  /** The request is written, then the connection is reset before an answer. */
  record Reset() implements Step {}

  /** The request is written, then reading the answer times out. */
  record ReadTimeout() implements Step {}

  /** The server answers with {@code response}. */
  record Answer(MockResponse response) implements Step {}

  private final MockWebServer server;
  private final Deque<Step> steps = new ArrayDeque<>();
  private final Deque<MockResponse> answers = new ArrayDeque<>();
  private final List<ByteArrayOutputStream> written = new ArrayList<>();
  private int connections;

  ScriptedNetwork(MockWebServer server) {
    this.server = server;
    server.setDispatcher(new Dispatcher() {
      @Override
      public MockResponse dispatch(RecordedRequest request) {
        synchronized (ScriptedNetwork.this) {
          MockResponse next = answers.poll();
          return next != null ? next : new MockResponse.Builder().code(599).body("not scripted").build();
        }
      }
    });
  }

  /** Replaces the script; what the last script left unplayed is dropped. */
  synchronized void play(List<? extends Step> script) {
    steps.clear();
    answers.clear();
    written.clear();
    connections = 0;
    for (Step step : script) {
      steps.add(step);
      if (step instanceof Answer answer) {
        answers.add(answer.response());
      }
    }
  }

  /** Returns how many connections the client tried to open, refused ones included. */
  synchronized int connections() {
    return connections;
  }

  /** Returns the head of each request that was written (sent), in order. */
  synchronized List<String> requestsWritten() {
    List<String> heads = new ArrayList<>();
    for (ByteArrayOutputStream bytes : written) {
      if (bytes.size() > 0) {
        heads.add(bytes.toString(StandardCharsets.ISO_8859_1));
      }
    }
    return heads;
  }

  /** Returns an OkHttp client whose every attempt opens a connection of this network. */
  OkHttpClient client() {
    return new OkHttpClient.Builder()
        .socketFactory(new Sockets())
        .connectionPool(new ConnectionPool(0, 1, TimeUnit.SECONDS))
        .connectTimeout(2, TimeUnit.SECONDS)
        .readTimeout(10, TimeUnit.SECONDS)
        .build();
  }

  private synchronized Step nextStep() {
    connections++;
    Step step = steps.poll();
    if (step == null) {
      throw new AssertionError("attempt " + connections + " was not in the script: the transport tried too often");
    }
    return step;
  }

  private synchronized ByteArrayOutputStream newCapture() {
    ByteArrayOutputStream capture = new ByteArrayOutputStream();
    written.add(capture);
    return capture;
  }

  private final class Sockets extends SocketFactory {
    @Override
    public Socket createSocket() {
      return new ScriptedSocket();
    }

    @Override
    public Socket createSocket(String host, int port) {
      throw new UnsupportedOperationException();
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress local, int localPort) {
      throw new UnsupportedOperationException();
    }

    @Override
    public Socket createSocket(InetAddress host, int port) {
      throw new UnsupportedOperationException();
    }

    @Override
    public Socket createSocket(InetAddress address, int port, InetAddress local, int localPort) {
      throw new UnsupportedOperationException();
    }
  }

  /** A real loopback socket whose reads and writes follow its step. */
  private final class ScriptedSocket extends Socket {
    private Step step;
    private ByteArrayOutputStream capture;
    private volatile boolean requestWritten;

    @Override
    public void connect(SocketAddress endpoint, int timeout) throws IOException {
      step = nextStep();
      if (step instanceof Refuse) {
        throw new ConnectException("Connection refused (scripted)");
      }
      super.connect(endpoint, timeout);
      capture = newCapture();
    }

    @Override
    public OutputStream getOutputStream() throws IOException {
      OutputStream real = step instanceof Answer ? super.getOutputStream() : OutputStream.nullOutputStream();
      return new OutputStream() {
        @Override
        public void write(int b) throws IOException {
          write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
          synchronized (ScriptedNetwork.this) {
            capture.write(b, off, len);
          }
          real.write(b, off, len);
          requestWritten = true;
        }

        @Override
        public void flush() throws IOException {
          real.flush();
        }
      };
    }

    @Override
    public InputStream getInputStream() throws IOException {
      return new FilterInputStream(super.getInputStream()) {
        @Override
        public int read() throws IOException {
          failAfterTheRequest();
          return super.read();
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
          failAfterTheRequest();
          return super.read(b, off, len);
        }
      };
    }

    /** Before the request, reads are real (OkHttp's health check); after it, the step decides. */
    private void failAfterTheRequest() throws IOException {
      if (!requestWritten) {
        return;
      }
      if (step instanceof Reset) {
        throw new SocketException("Connection reset (scripted)");
      }
      if (step instanceof ReadTimeout) {
        throw new SocketTimeoutException("Read timed out (scripted)");
      }
    }
  }
}
