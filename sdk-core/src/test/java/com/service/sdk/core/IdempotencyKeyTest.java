package com.service.sdk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class IdempotencyKeyTest {

  @Test
  void of_keepsAValidValue() {
    assertThat(IdempotencyKey.of("order-1001-refund-1").value()).isEqualTo("order-1001-refund-1");
  }

  @Test
  void of_rejectsKeysShorterThan16() {
    assertThatThrownBy(() -> IdempotencyKey.of("short-key-15chr")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("at least 16 characters").hasMessageContaining("was 15");
  }

  @Test
  void of_accepts16Characters() {
    assertThat(IdempotencyKey.of("exactly-16-chars").value()).hasSize(16);
  }

  @Test
  void of_rejectsBlank() {
    assertThatThrownBy(() -> IdempotencyKey.of("                    "))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("blank");
  }

  @Test
  void of_rejectsLeadingOrTrailingSpaces() {
    assertThatThrownBy(() -> IdempotencyKey.of(" refund-ord-1001-01")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("white space");
    assertThatThrownBy(() -> IdempotencyKey.of("refund-ord-1001-01 ")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("white space");
  }

  @Test
  void of_acceptsInnerSpaces() {
    assertThat(IdempotencyKey.of("refund for order 1001").value()).isEqualTo("refund for order 1001");
  }

  @Test
  void of_rejectsControlCharacters() {
    assertThatThrownBy(() -> IdempotencyKey.of("abcdefgh\r\nX-Evil: 1"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("control")
        .hasMessageContaining("U+000D");
  }

  @Test
  void of_rejectsNonAscii() {
    assertThatThrownBy(() -> IdempotencyKey.of("refund-ünïcode-0001"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("printable ASCII");
  }

  @Test
  void of_rejectsOverlongKeys() {
    assertThatThrownBy(() -> IdempotencyKey.of("k".repeat(256)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at most 255");
  }

  @Test
  void of_rejectsNull() {
    assertThatThrownBy(() -> IdempotencyKey.of(null)).isInstanceOf(NullPointerException.class);
  }

  @Test
  void random_isLongEnoughAndDifferentEachTime() {
    IdempotencyKey a = IdempotencyKey.random();
    IdempotencyKey b = IdempotencyKey.random();

    assertThat(a.value()).matches("[0-9a-f]{32}");
    assertThat(a).isNotEqualTo(b);
  }

  @Test
  void derive_isDeterministic() {
    assertThat(IdempotencyKey.derive("payout", "key_1", "po_7781"))
        .isEqualTo(IdempotencyKey.derive("payout", "key_1", "po_7781"));
  }

  @Test
  void derive_isPinned() {
    // Computed outside Java (SHA-256 over 4-byte big-endian length + UTF-8 of each part). A key derived
    // before a restart or an SDK upgrade must equal the one derived after, or a payout could repeat.
    assertThat(IdempotencyKey.derive("payout", "key_1", "po_7781").value())
        .isEqualTo("2645a8a1e96b5da6f0bf6febd17ece27308a34e88abbfa64e1311908165ca859");
  }

  @Test
  void derive_afterADeriveCutShortByANullPart_isStillThePinnedKey() {
    // Each thread reuses one digest: the parts hashed before the null must not stay in it.
    assertThatThrownBy(() -> IdempotencyKey.derive("payout", null)).isInstanceOf(NullPointerException.class);

    assertThat(IdempotencyKey.derive("payout", "key_1", "po_7781").value())
        .isEqualTo("2645a8a1e96b5da6f0bf6febd17ece27308a34e88abbfa64e1311908165ca859");
  }

  @Test
  void derive_separatesParts() {
    assertThat(IdempotencyKey.derive("ab", "c")).isNotEqualTo(IdempotencyKey.derive("a", "bc"));
    assertThat(IdempotencyKey.derive("a")).isNotEqualTo(IdempotencyKey.derive("b"));
  }

  @Test
  void derive_rejectsNoPartsAndNullParts() {
    assertThatThrownBy(IdempotencyKey::derive).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> IdempotencyKey.derive("a", null)).isInstanceOf(NullPointerException.class)
        .hasMessageContaining("parts[1]");
  }
}
