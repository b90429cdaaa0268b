package com.service.sdk.benchmarks;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.SocketException;
import java.net.SocketImpl;
import java.net.SocketTimeoutException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One connection of {@link InMemorySockets}: the request bytes not yet answered, and the
 * answer bytes not yet read. Each whole request gets its canned answer on the thread that
 * wrote it; a read that finds nothing times out at once (nothing can come later).
 */
final class InMemoryConnection extends SocketImpl {
  private static final List<byte[]> REQUEST_LINES = new ArrayList<>();
  private static final List<byte[]> ANSWERS = new ArrayList<>();
  private static final byte[] NOT_FOUND = CannedAnswers.http(null);
  private static final byte[] CONTENT_LENGTH = CannedAnswers.bytes("content-length:");

  static {
    for (Map.Entry<String, byte[]> answer : CannedAnswers.BODIES.entrySet()) {
      REQUEST_LINES.add(CannedAnswers.bytes(answer.getKey() + " ")); // "GET /path " starts the request line
      ANSWERS.add(CannedAnswers.http(answer.getValue()));
    }
  }

  private final int number;
  private byte[] request = new byte[1024];
  private int requestLength;
  private byte[] answer = new byte[1024];
  private int answerStart;
  private int answerEnd;
  private int soTimeout;
  private boolean closed;
  private final InputStream in = new InputStream() {
    @Override
    public int read() throws IOException {
      byte[] one = new byte[1];
      return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] into, int offset, int length) throws IOException {
      return InMemoryConnection.this.read(into, offset, length);
    }

    @Override
    public int available() {
      return InMemoryConnection.this.available();
    }
  };
  private final OutputStream out = new OutputStream() {
    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] from, int offset, int length) throws IOException {
      InMemoryConnection.this.write(from, offset, length);
    }
  };

  InMemoryConnection(int number) {
    this.number = number;
  }

  private synchronized int read(byte[] into, int offset, int length) throws IOException {
    checkOpen();
    if (length == 0) {
      return 0;
    }
    if (answerStart == answerEnd) {
      // Answers are made on the writing thread: whatever has not come by now never will.
      if (soTimeout > 0) {
        throw new SocketTimeoutException("Read timed out");
      }
      throw new SocketException("nothing to read and no read timeout: this read would never end");
    }
    int n = Math.min(length, answerEnd - answerStart);
    System.arraycopy(answer, answerStart, into, offset, n);
    answerStart += n;
    return n;
  }

  private synchronized void write(byte[] from, int offset, int length) throws IOException {
    checkOpen();
    if (requestLength + length > request.length) {
      request = Arrays.copyOf(request, Math.max(request.length * 2, requestLength + length));
    }
    System.arraycopy(from, offset, request, requestLength, length);
    requestLength += length;
    answerWholeRequests();
  }

  private void answerWholeRequests() {
    while (true) {
      int headersEnd = headersEnd();
      if (headersEnd < 0) {
        return;
      }
      int whole = headersEnd + contentLength(headersEnd);
      if (requestLength < whole) {
        return;
      }
      append(answerOf());
      System.arraycopy(request, whole, request, 0, requestLength - whole);
      requestLength -= whole;
    }
  }

  /** Returns the index just past the blank line that ends the headers, or -1 before it has come. */
  private int headersEnd() {
    for (int i = 3; i < requestLength; i++) {
      if (request[i] == '\n' && request[i - 1] == '\r' && request[i - 2] == '\n' && request[i - 3] == '\r') {
        return i + 1;
      }
    }
    return -1;
  }

  /** Returns the {@code Content-Length} of the request whose headers end at {@code end}; 0 without one. */
  private int contentLength(int end) {
    for (int line = 0; line < end; line++) {
      if (line == 0 || request[line - 1] == '\n') {
        if (startsWithIgnoringCase(line, CONTENT_LENGTH)) {
          int value = 0;
          for (int i = line + CONTENT_LENGTH.length; request[i] != '\r'; i++) {
            if (request[i] >= '0' && request[i] <= '9') {
              value = value * 10 + (request[i] - '0');
            }
          }
          return value;
        }
      }
    }
    return 0;
  }

  private boolean startsWithIgnoringCase(int at, byte[] lowerCase) {
    if (at + lowerCase.length > requestLength) {
      return false;
    }
    for (int i = 0; i < lowerCase.length; i++) {
      int c = request[at + i];
      if ((c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c) != lowerCase[i]) {
        return false;
      }
    }
    return true;
  }

  private byte[] answerOf() {
    for (int i = 0; i < REQUEST_LINES.size(); i++) {
      byte[] line = REQUEST_LINES.get(i);
      if (Arrays.equals(request, 0, Math.min(line.length, requestLength), line, 0, line.length)) {
        return ANSWERS.get(i);
      }
    }
    return NOT_FOUND;
  }

  private void append(byte[] bytes) {
    if (answerStart == answerEnd) {
      answerStart = 0;
      answerEnd = 0;
    }
    if (answerEnd + bytes.length > answer.length) {
      answer = Arrays.copyOf(answer, Math.max(answer.length * 2, answerEnd + bytes.length));
    }
    System.arraycopy(bytes, 0, answer, answerEnd, bytes.length);
    answerEnd += bytes.length;
  }

  private void checkOpen() throws SocketException {
    if (closed) {
      throw new SocketException("Socket closed");
    }
  }

  @Override
  protected void create(boolean stream) {}

  @Override
  protected void connect(String host, int port) throws IOException {
    connect(new InetSocketAddress(host, port), 0);
  }

  @Override
  protected void connect(InetAddress address, int port) {
    connect(new InetSocketAddress(address, port), 0);
  }

  @Override
  protected void connect(SocketAddress to, int timeout) {
    InetSocketAddress remote = (InetSocketAddress) to;
    this.address = remote.getAddress();
    this.port = remote.getPort();
    this.localport = 40_000 + number % 20_000;
  }

  @Override
  protected void bind(InetAddress host, int port) throws IOException {
    throw new SocketException("in-memory sockets only connect");
  }

  @Override
  protected void listen(int backlog) throws IOException {
    throw new SocketException("in-memory sockets only connect");
  }

  @Override
  protected void accept(SocketImpl socket) throws IOException {
    throw new SocketException("in-memory sockets only connect");
  }

  @Override
  protected InputStream getInputStream() {
    return in;
  }

  @Override
  protected OutputStream getOutputStream() {
    return out;
  }

  @Override
  protected synchronized int available() {
    return answerEnd - answerStart;
  }

  @Override
  protected synchronized void close() {
    closed = true;
  }

  @Override
  protected void sendUrgentData(int data) throws IOException {
    throw new SocketException("no urgent data in memory");
  }

  @Override
  public synchronized void setOption(int option, Object value) {
    if (option == SO_TIMEOUT) {
      soTimeout = (Integer) value;
    } // the others (TCP_NODELAY, buffer sizes, ...) mean nothing in memory
  }

  @Override
  public synchronized Object getOption(int option) {
    switch (option) {
      case SO_TIMEOUT:
        return soTimeout;
      case SO_BINDADDR:
        return InetAddress.getLoopbackAddress();
      case SO_LINGER:
        return -1;
      case SO_RCVBUF:
      case SO_SNDBUF:
        return 65_536;
      case IP_TOS:
        return 0;
      default:
        return Boolean.FALSE; // TCP_NODELAY, SO_KEEPALIVE, SO_OOBINLINE, SO_REUSEADDR
    }
  }

  @Override
  public String toString() {
    return String.format(Locale.ROOT, "in-memory socket %d", number);
  }
}
