package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ProtocolException;
import java.net.SocketTimeoutException;
import org.junit.jupiter.api.Test;

class WireBoundedTest {
  @Test
  void aLongProtocolError_keepsItsStart_itsLength_itsCauseAndWhatWasSuppressed() {
    ProtocolException quoted = new ProtocolException("Unexpected status line: " + "x".repeat(10_000));
    IOException cause = new IOException("underneath");
    IOException suppressed = new IOException("beside");
    quoted.initCause(cause);
    quoted.addSuppressed(suppressed);

    IOException bounded = Wire.bounded(quoted);

    assertThat(bounded).isInstanceOf(ProtocolException.class)
        .hasMessage(quoted.getMessage().substring(0, Wire.MAX_QUOTED_CHARS) + "... (10024 characters)")
        .hasCause(cause);
    assertThat(bounded.getSuppressed()).containsExactly(suppressed);
    assertThat(bounded.getStackTrace()).isEqualTo(quoted.getStackTrace());
  }

  @Test
  void aCutNeverSplitsASurrogatePair() {
    String emoji = "\uD83D\uDCB3"; // a credit card, two chars
    String message = "x".repeat(Wire.MAX_QUOTED_CHARS - 1) + emoji + "y".repeat(100);

    String kept = Wire.bounded(new ProtocolException(message)).getMessage();

    assertThat(kept).startsWith("x".repeat(Wire.MAX_QUOTED_CHARS - 1) + "... (");
  }

  @Test
  void shortProtocolErrors_otherFailures_andNull_areLeftAsTheyAre() {
    ProtocolException shortOne = new ProtocolException("Unexpected status line: HTTP/1.1 2OO");
    ProtocolException noMessage = new ProtocolException();
    SocketTimeoutException longTimeout = new SocketTimeoutException("t".repeat(10_000));

    assertThat(Wire.bounded(shortOne)).isSameAs(shortOne);
    assertThat(Wire.bounded(noMessage)).isSameAs(noMessage);
    assertThat(Wire.bounded(longTimeout)).isSameAs(longTimeout);
    assertThat(Wire.bounded(null)).isNull();
  }
}
