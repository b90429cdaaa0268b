package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import okhttp3.HttpUrl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A prepared URL is always the URL the old construction ({@link ApiRequest#url}, OkHttp's
 * builder from the base) makes: the same text, path, segments and query, for every base a
 * client may have and every identifier.
 */
class PreparedUrlsTest {
  private static final List<String> BASES = List.of("http://127.0.0.1:8080", "http://127.0.0.1:8080/",
      "https://api.example.com", "https://api.example.com/", "https://api.example.com/sandbox",
      "https://api.example.com/sandbox/", "https://api.example.com/a/b%20c/", "https://API.Example.COM:443/v",
      "http://[::1]:9000/x/", "https://user:pass@host.example:8443/p", "https://bücher.example/",
      "https://api.example.com/sandbox//");
  private static final List<String> LITERALS = List.of("/api/v1/payouts/external/initiate", "/payments",
      "status", "/refunds/create", "a.b/c-d/e_f~g", "/", "", "a//b", "a/./b", "a/../b", "..", ".", "/x/",
      "a b", "a%20b", "a?b", "a#b", "ünï", "a;b", "A/B/C", "...", "a/.../b", "%2e", "a/%2E%2e/b");

  @Test
  void everyBase_literalsAndIdentifiers_giveTheSameUrlAsTheOldConstruction() {
    SplittableRandom random = new SplittableRandom(31);
    for (String text : BASES) {
      HttpUrl base = HttpUrl.get(text);
      PreparedUrls urls = new PreparedUrls(base);
      for (String literal : LITERALS) {
        same(urls, base, ApiRequest.get("op", literal).build());
        same(urls, base, ApiRequest.post("op", literal).build()); // the second time from what was kept
        same(urls, base, ApiRequest.get("op", "/payments").path(literal).segment("pay_1", "id").path("status")
            .build());
        same(urls, base, ApiRequest.get("op", literal).segment(identifier(random), "id").build());
      }
      for (int i = 0; i < 2_000; i++) {
        same(urls, base, ApiRequest.get("op", "/api/v1/payouts/external/status").segment(identifier(random), "id")
            .build());
        same(urls, base, ApiRequest.get("op", "/p").segment(identifier(random), "a").path("x")
            .segment(identifier(random), "b").build());
      }
      same(urls, base, ApiRequest.get("op", "/list").query("limit", "50").query("q", "a b&c").build());
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"pay_1", "...", "a/b", "a%2Fb", "%", "?", "#", "a b", "ü", "😀", "[]", "a.b", "~", "-",
      "%2e", "%2E%2E", ".a", "a.", "\u0000", "\u007f", "+", "&", "=", ";", "@", ":"})
  void eachIdentifier_isOneSegment_asTheOldConstructionMakesIt(String identifier) {
    HttpUrl base = HttpUrl.get("https://api.example.com/sandbox/");
    ApiRequest request = ApiRequest.get("op", "/payments").segment(identifier, "id").path("status").build();
    HttpUrl prepared = same(new PreparedUrls(base), base, request);
    assertThat(prepared.pathSegments()).containsExactly("sandbox", "payments", identifier, "status");
  }

  @Test
  void aLiteralPath_isMadeOnce_andKept() {
    PreparedUrls urls = new PreparedUrls(HttpUrl.get("https://api.example.com/"));
    HttpUrl first = urls.of(ApiRequest.post("op", "/refunds/create").build());
    assertThat(urls.of(ApiRequest.post("op", "/refunds/create").build())).isSameAs(first);
    assertThat(urls.of(ApiRequest.get("op", "/payments").segment("p", "id").build()))
        .isNotSameAs(urls.of(ApiRequest.get("op", "/payments").segment("p", "id").build()));
  }

  @Test
  void keepsNoMoreThanItsBound_andStillGivesTheRightUrlPastIt() {
    HttpUrl base = HttpUrl.get("https://api.example.com/");
    PreparedUrls urls = new PreparedUrls(base);
    for (int i = 0; i < PreparedUrls.MAX_KEPT + 50; i++) {
      same(urls, base, ApiRequest.get("op", "/path" + i).build());
    }
    HttpUrl past = urls.of(ApiRequest.get("op", "/path" + (PreparedUrls.MAX_KEPT + 10)).build());
    assertThat(urls.of(ApiRequest.get("op", "/path" + (PreparedUrls.MAX_KEPT + 10)).build())).isNotSameAs(past);
  }

  private static HttpUrl same(PreparedUrls urls, HttpUrl base, ApiRequest request) {
    HttpUrl old = request.url(base);
    HttpUrl prepared = urls.of(request);
    assertThat(prepared.toString()).as(old.toString()).isEqualTo(old.toString());
    assertThat(prepared).isEqualTo(old);
    assertThat(prepared.encodedPath()).isEqualTo(old.encodedPath());
    assertThat(prepared.pathSegments()).isEqualTo(old.pathSegments());
    assertThat(prepared.encodedQuery()).isEqualTo(old.encodedQuery());
    return prepared;
  }

  private static String identifier(SplittableRandom random) {
    StringBuilder text = new StringBuilder();
    int length = random.nextInt(1, 12);
    String alphabet = "aZ09-._~ %/?#[]@!$&'()*+,;=:\"<>\\^`{|}üé₹😀";
    while (text.length() < length) {
      text.appendCodePoint(alphabet.codePointAt(alphabet.offsetByCodePoints(0,
          random.nextInt(alphabet.codePointCount(0, alphabet.length())))));
    }
    String value = text.toString();
    return value.isBlank() || value.equals(".") || value.equals("..") ? "x" + value : value;
  }
}
