package com.service.sdk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetSocketAddress;
import java.net.ProxySelector;
import java.security.KeyStore;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.stream.Stream;
import javax.net.SocketFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class ClientBuilderTest {

  /** The smallest signed client builder: its "client" is the configuration the real ones build from. */
  static final class TestBuilder extends SignedClientBuilder<TestBuilder, ClientConfiguration> {
    @Override
    protected TestBuilder self() {
      return this;
    }

    @Override
    protected ClientConfiguration newClient(ClientConfiguration configuration) {
      return configuration;
    }

    String keyId() {
      return build().credentials().orElseThrow().credentials().apiKeyId();
    }
  }

  @Test
  void build_namesEverythingMissing() {
    assertThatThrownBy(() -> new TestBuilder().build()).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("baseUrl (call baseUrl(..) or set SERVICE_BASE_URL)")
        .hasMessageContaining("credentials (call credentials(..) or set SERVICE_API_KEY_ID and SERVICE_API_SECRET)");
  }

  @Test
  void environment_fillsWhatIsNotSet() {
    TestBuilder builder = new TestBuilder().environment(Map.of("SERVICE_BASE_URL", "https://env.example.test",
        "SERVICE_API_KEY_ID", "key_env", "SERVICE_API_SECRET", "secret_env"));

    assertThat(builder.build().baseUrl().toString()).isEqualTo("https://env.example.test/");
    assertThat(builder.keyId()).isEqualTo("key_env");
  }

  @Test
  void environment_neverOverridesBuilderValues() {
    Map<String, String> env = Map.of("SERVICE_BASE_URL", "https://env.example.test",
        "SERVICE_API_KEY_ID", "key_env", "SERVICE_API_SECRET", "secret_env");

    TestBuilder before = new TestBuilder().baseUrl("https://mine.example.test").credentials("key_mine", "s")
        .environment(env);
    TestBuilder after = new TestBuilder().environment(env).baseUrl("https://mine.example.test")
        .credentials("key_mine", "s");

    for (TestBuilder builder : new TestBuilder[] {before, after}) {
      assertThat(builder.build().baseUrl().getHost()).isEqualTo("mine.example.test");
      assertThat(builder.keyId()).isEqualTo("key_mine");
    }
  }

  @Test
  void environment_ignoresBlankValues() {
    assertThatThrownBy(() -> new TestBuilder().environment(Map.of("SERVICE_BASE_URL", " ", "SERVICE_API_KEY_ID",
        "k", "SERVICE_API_SECRET", "")).build()).hasMessageContaining("baseUrl").hasMessageContaining("credentials");
  }

  @ParameterizedTest
  @ValueSource(strings = {"api.example.test", "/relative", "ftp://api.example.test", "https://api.example.test/?a=1"})
  void baseUrl_mustBeAbsoluteHttpWithoutQuery(String url) {
    assertThatThrownBy(() -> new TestBuilder().baseUrl(url).credentials("k", "s").build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("baseUrl");
  }

  @Test
  void baseUrl_plainHttpOnlyOnLoopbackUnlessAllowed() {
    assertThatThrownBy(() -> new TestBuilder().baseUrl("http://api.example.test").credentials("k", "s").build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("plain http")
        .hasMessageContaining("allowInsecureHttp");
    assertThat(new TestBuilder().baseUrl("http://api.example.test").allowInsecureHttp(true).credentials("k", "s")
        .build().baseUrl().getScheme()).isEqualTo("http");
    for (String loopback : new String[] {"http://127.0.0.1:8080", "http://localhost:1", "http://[::1]:2"}) {
      assertThat(new TestBuilder().baseUrl(loopback).credentials("k", "s").build().baseUrl()).isNotNull();
    }
  }

  @Test
  void build_keepsEverySetting() throws Exception {
    CallListener metrics = new CallListener() {};
    CallListener tracing = new CallListener() {};
    ProxySelector proxy = ProxySelector.of(new InetSocketAddress("proxy.example.test", 3128));
    SocketFactory sockets = SocketFactory.getDefault();
    TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
    trust.init((KeyStore) null);
    X509TrustManager trustManager = (X509TrustManager) trust.getTrustManagers()[0];
    SSLSocketFactory tls = SSLContext.getDefault().getSocketFactory();

    ClientConfiguration settings = new TestBuilder().baseUrl("https://a.test").credentials("k", "s")
        .proxy(proxy).socketFactory(sockets).sslSocketFactory(tls, trustManager).readTimeout(Duration.ofSeconds(7)).connectTimeout(Duration.ofSeconds(3)).maxRetries(4)
        .callTimeout(Duration.ofSeconds(11)).retryBackoff(Duration.ofMillis(10), Duration.ofSeconds(2))
        .listener(metrics).listener(tracing).build();

    assertThat(settings.readTimeout()).isEqualTo(Duration.ofSeconds(7));
    assertThat(settings.connectTimeout()).isEqualTo(Duration.ofSeconds(3));
    assertThat(settings.proxy()).containsSame(proxy);
    assertThat(settings.socketFactory()).containsSame(sockets);
    assertThat(settings.sslSocketFactory()).containsSame(tls);
    assertThat(settings.trustManager()).containsSame(trustManager);
    assertThat(settings.maxRetries()).isEqualTo(4);
    assertThat(settings.callTimeout()).isEqualTo(Duration.ofSeconds(11));
    assertThat(settings.initialBackoff()).isEqualTo(Duration.ofMillis(10));
    assertThat(settings.maxBackoff()).isEqualTo(Duration.ofSeconds(2));
    assertThat(settings.listeners()).containsExactly(metrics, tracing);
    assertThat(settings.toString()).contains("a.test").contains("maxRetries=4").doesNotContain("\"s\"")
        .contains("network=[proxy=set, socketFactory=set, tls=set]");
  }

  @Test
  void networkSettings_refuseNullAndATlsFactoryWherePlainSocketsGo() throws Exception {
    TestBuilder builder = new TestBuilder();

    assertThatThrownBy(() -> builder.proxy(null)).isInstanceOf(NullPointerException.class)
        .hasMessage("proxy == null");
    assertThatThrownBy(() -> builder.socketFactory(null)).isInstanceOf(NullPointerException.class)
        .hasMessage("socketFactory == null");
    assertThatThrownBy(() -> builder.socketFactory(SSLContext.getDefault().getSocketFactory()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("sslSocketFactory(factory, trustManager)");
    assertThatThrownBy(() -> builder.sslSocketFactory(SSLContext.getDefault().getSocketFactory(), null))
        .isInstanceOf(NullPointerException.class).hasMessage("trustManager == null");
    ClientConfiguration defaults = builder.baseUrl("https://a.test").credentials("k", "s").build();
    assertThat(defaults.proxy()).isEmpty();
    assertThat(defaults.socketFactory()).isEmpty();
    assertThat(defaults.sslSocketFactory()).isEmpty();
    assertThat(defaults.trustManager()).isEmpty();
  }

  @Test
  void credentialsProvider_isKeptAsGivenAndNeverShowsTheSecret() {
    CredentialsProvider provider = () -> Credentials.of("key_rotating", "rotating-secret-value");

    ClientConfiguration settings = new TestBuilder().baseUrl("https://a.test").credentials(provider).build();

    assertThat(settings.credentials()).containsSame(provider);
    assertThat(CredentialsProvider.of(Credentials.of("key_1", "static-secret-value")).toString())
        .contains("key_1").doesNotContain("static-secret-value");
    assertThat(Credentials.of("key_1", "static-secret-value").toString()).doesNotContain("static-secret-value");
  }

  @Test
  void environmentProvider_readsTheVariablesAtEveryAttemptAndNamesWhatIsMissing() {
    Map<String, String> env = new java.util.HashMap<>(Map.of("SERVICE_API_KEY_ID", "key_a",
        "SERVICE_API_SECRET", "secret_a"));
    CredentialsProvider provider = CredentialsProvider.fromEnvironment(() -> env);

    assertThat(provider.credentials()).isEqualTo(Credentials.of("key_a", "secret_a"));
    env.put("SERVICE_API_SECRET", "secret_b");
    assertThat(provider.credentials()).isEqualTo(Credentials.of("key_a", "secret_b"));
    env.remove("SERVICE_API_KEY_ID");
    assertThatThrownBy(provider::credentials).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("SERVICE_API_KEY_ID").hasMessageNotContaining("secret_b");
  }

  @Test
  void setters_rejectNonsense() {
    TestBuilder builder = new TestBuilder();
    assertThatThrownBy(() -> builder.maxRetries(-1)).hasMessageContaining("maxRetries");
    assertThatThrownBy(() -> builder.readTimeout(Duration.ZERO)).hasMessageContaining("readTimeout must be positive");
    assertThatThrownBy(() -> builder.retryBackoff(Duration.ofSeconds(2), Duration.ofSeconds(1)))
        .hasMessageContaining("shorter than initial");
    assertThatThrownBy(() -> builder.credentials("key with space", "s")).hasMessageContaining("apiKeyId");
    assertThatThrownBy(() -> builder.credentials("k", " ")).hasMessageContaining("apiSecret");
  }

  static Stream<Duration> longerThan24Days() {
    return Stream.of(Duration.ofSeconds(Long.MAX_VALUE), ChronoUnit.FOREVER.getDuration(),
        Duration.ofDays(24).plusNanos(1));
  }

  @ParameterizedTest
  @MethodSource("longerThan24Days")
  void timeoutsAndBackoffsLongerThan24Days_areRefusedAtTheSetter_namingIt(Duration endless) {
    TestBuilder builder = new TestBuilder();

    assertThatThrownBy(() -> builder.connectTimeout(endless)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("connectTimeout must be at most 24 days (PT576H), was " + endless);
    assertThatThrownBy(() -> builder.readTimeout(endless)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("readTimeout must be at most 24 days");
    assertThatThrownBy(() -> builder.callTimeout(endless)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("callTimeout must be at most 24 days");
    assertThatThrownBy(() -> builder.retryBackoff(endless, endless)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("retryBackoff initial must be at most 24 days");
    assertThatThrownBy(() -> builder.retryBackoff(Duration.ofMillis(1), endless))
        .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("retryBackoff max must be at most 24 days");
  }

  @Test
  void twentyFourDays_isTheLongestTimeoutTaken() {
    Duration longest = Duration.ofDays(24);

    ClientConfiguration configuration = new TestBuilder().baseUrl("https://api.example.test").credentials("k", "s")
        .connectTimeout(longest).readTimeout(longest).callTimeout(longest).retryBackoff(longest, longest).build();

    assertThat(configuration.callTimeout()).isEqualTo(longest);
    assertThat(configuration.maxBackoff()).isEqualTo(longest);
  }

  @Test
  void toString_neverShowsTheSecret() {
    assertThat(new TestBuilder().credentials("key_1", "super-secret-value").toString())
        .contains("key_1").doesNotContain("super-secret-value");
  }
}
