package com.service.sdk.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.CredentialsProvider;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.annotation.Configuration;

/**
 * Missing or refused settings stop startup, and Boot's failure report names the property and
 * what to set, never the secret.
 */
@ExtendWith(OutputCaptureExtension.class)
class ServiceSdkFailureAnalyzerTest {
  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(ClientAutoConfigurationTest.STARTER);
  private final String[] valid = {"service.sdk.base-url=https://api.example.test",
      "service.sdk.api-key-id=key_test_1", "service.sdk.api-secret=sk_test_never_shown"};

  /** Runs the starter with the valid settings and then {@code overrides}, expecting the analysis. */
  private void fails(Consumer<FailureAnalysis> expectations, String... overrides) {
    runner.withPropertyValues(valid).withPropertyValues(overrides).run(context -> expectations.accept(analysis(context)));
  }

  private static FailureAnalysis analysis(AssertableApplicationContext context) {
    assertThat(context).hasFailed();
    FailureAnalysis analysis = new ServiceSdkFailureAnalyzer().analyze(context.getStartupFailure());
    assertThat(analysis).as("analysis of %s", context.getStartupFailure()).isNotNull();
    assertThat(analysis.getDescription() + analysis.getAction()).doesNotContain("sk_test_never_shown");
    return analysis;
  }

  @Test
  void noBaseUrl_namesTheProperty_andHowToTurnTheClientOff() {
    runner.withPropertyValues(valid[1], valid[2]).run(context -> {
      FailureAnalysis analysis = analysis(context);
      assertThat(analysis.getDescription()).contains("service.sdk.base-url is not set");
      assertThat(analysis.getAction()).contains("Set service.sdk.base-url to the service's https address",
          "enabled=false");
    });
  }

  @Test
  void noCredentials_namesBothProperties_andTheAlternatives() {
    runner.withPropertyValues(valid[0]).run(context -> {
      FailureAnalysis analysis = analysis(context);
      assertThat(analysis.getDescription()).startsWith(
          "service.sdk.api-key-id and service.sdk.api-secret are not set, and the ");
      assertThat(analysis.getAction()).contains("Set both", "CredentialsProvider bean");
    });
  }

  @Test
  void aMissingSecret_namesTheSecretAlone() {
    runner.withPropertyValues(valid[0], valid[1]).run(context -> assertThat(analysis(context).getDescription())
        .startsWith("service.sdk.api-secret is not set"));
  }

  @Test
  void aKeyIdWithASpace_isRefused_namingTheKeyIdProperty() {
    fails(analysis -> assertThat(analysis.getDescription()).startsWith("service.sdk.api-key-id was refused: apiKeyId"),
        "service.sdk.api-key-id=key with space");
  }

  @Test
  void aPlaceholderThatNothingResolves_stopsStartup_namingThePropertyAndThePlaceholder() {
    fails(analysis -> {
      assertThat(analysis.getDescription()).startsWith("service.sdk.api-secret refers to ${SERVICE_SDK_TEST_UNSET},"
          + " which is not set, and the ").endsWith("Client signs every request with it.");
      assertThat(analysis.getAction()).startsWith("Set SERVICE_SDK_TEST_UNSET (an environment variable or any"
          + " property source) to the value the service issued.").contains("CredentialsProvider bean", "enabled=false");
    }, "service.sdk.api-secret=${SERVICE_SDK_TEST_UNSET}");
    fails(analysis -> assertThat(analysis.getDescription()).startsWith("service.sdk.api-key-id refers to"
        + " ${SERVICE_SDK_TEST_UNSET}, which is not set"), "service.sdk.api-key-id=${SERVICE_SDK_TEST_UNSET}");
    fails(analysis -> assertThat(analysis.getDescription()).startsWith("service.sdk.api-secret refers to ${INNER},"),
        "service.sdk.api-secret=${OUTER:${INNER}}");
    runner.withPropertyValues(valid).withPropertyValues("service.sdk.api-secret=${SERVICE_SDK_TEST_UNSET:sk_default}")
        .run(context -> assertThat(context).hasNotFailed());
    // The README: a credential that contains ${ itself escapes it.
    runner.withPropertyValues(valid).withPropertyValues("service.sdk.api-secret=Zq\\${Wk7p}Lm").run(context ->
        assertThat(context.getBean(CredentialsProvider.class).credentials().apiSecret()).isEqualTo("Zq${Wk7p}Lm"));
  }

  @Test
  void plainHttpBeyondLoopback_isRefused_namingTheBaseUrl() {
    fails(analysis -> {
      assertThat(analysis.getDescription()).startsWith("service.sdk.base-url was refused for the")
          .contains("plain http on api.example.test");
      assertThat(analysis.getAction()).contains("service.sdk.allow-insecure-http=true");
    }, "service.sdk.base-url=http://api.example.test");
    runner.withPropertyValues(valid).withPropertyValues("service.sdk.base-url=http://api.example.test",
        "service.sdk.allow-insecure-http=true").run(context -> assertThat(context).hasNotFailed());
  }

  @Test
  void whatTheSdkRefusesInASetting_isReportedWithThatSettingsProperty() {
    fails(analysis -> {
      assertThat(analysis.getDescription()).isEqualTo("service.sdk.connect-timeout=PT-1S was refused by the SDK:"
          + " connectTimeout must be positive, was PT-1S.");
      assertThat(analysis.getAction()).isEqualTo("Set service.sdk.connect-timeout to a positive duration such as 10s.");
    }, "service.sdk.connect-timeout=-1s");
    fails(analysis -> assertThat(analysis.getDescription()).startsWith("service.sdk.read-timeout=PT0S was refused"),
        "service.sdk.read-timeout=0s");
    fails(analysis -> assertThat(analysis.getDescription()).startsWith("service.sdk.max-retries=11 was refused"),
        "service.sdk.max-retries=11");
    fails(analysis -> assertThat(analysis.getDescription()).startsWith("service.sdk.retry-backoff=[initial=PT30S,"
        + " max=PT20S] was refused by the SDK: max backoff"), "service.sdk.retry-backoff.initial=30s");
  }

  @Test
  void aProxyHostWithoutAPort_orAPortThatIsNotOne_isNamed() {
    fails(analysis -> {
      assertThat(analysis.getDescription()).isEqualTo("service.sdk.proxy.host=proxy.internal is set, but"
          + " service.sdk.proxy.port is not.");
      assertThat(analysis.getAction()).startsWith("Set both service.sdk.proxy.host and service.sdk.proxy.port");
    }, "service.sdk.proxy.host=proxy.internal");
    fails(analysis -> assertThat(analysis.getDescription()).isEqualTo("service.sdk.proxy.host=proxy.internal is set,"
        + " but service.sdk.proxy.port is 70000, not a port."), "service.sdk.proxy.host=proxy.internal",
        "service.sdk.proxy.port=70000");
    fails(analysis -> assertThat(analysis.getDescription()).isEqualTo("service.sdk.proxy.port=3128 is set, but"
        + " service.sdk.proxy.host is not."), "service.sdk.proxy.port=3128");
  }

  @Test
  void aRealStartup_printsTheAnalysis_notAStackTrace(CapturedOutput output) {
    SpringApplicationBuilder application = new SpringApplicationBuilder(Starter.class)
        .web(WebApplicationType.NONE).properties("service.sdk.api-key-id=key_test_1",
            "service.sdk.api-secret=sk_test_never_shown", "spring.main.banner-mode=off");

    assertThatThrownBy(application::run).hasRootCauseInstanceOf(ServiceSdkConfigurationException.class);
    assertThat(output.toString()).contains("APPLICATION FAILED TO START", "Description:",
        "service.sdk.base-url is not set", "Action:", "Set service.sdk.base-url").doesNotContain("sk_test_never_shown");
  }

  /**
   * The README's {@code service.sdk.api-secret=${SERVICE_API_SECRET}} on a machine without the
   * variable. (The pom sets {@code SERVICE_API_SECRET} to an empty string for every test, which
   * resolves, to a blank refused as not set; so this startup names a variable nothing sets.)
   */
  @Test
  void aRealStartup_withAPlaceholderOfAnUnsetVariable_stopsNamingTheSecretsProperty(CapturedOutput output) {
    SpringApplicationBuilder application = new SpringApplicationBuilder(Starter.class)
        .web(WebApplicationType.NONE).properties("service.sdk.base-url=https://api.example.test",
            "service.sdk.api-key-id=key_test_1", "service.sdk.api-secret=${SHOP_API_SECRET}",
            "spring.main.banner-mode=off");

    assertThatThrownBy(application::run).hasRootCauseInstanceOf(ServiceSdkConfigurationException.class);
    assertThat(output.toString()).contains("APPLICATION FAILED TO START",
        "service.sdk.api-secret refers to ${SHOP_API_SECRET}, which is not set", "Set SHOP_API_SECRET");
  }

  @Configuration(proxyBeanMethods = false)
  @ImportAutoConfiguration({ServiceSdkAutoConfiguration.class, PluginClientAutoConfiguration.class,
      PayoutsClientsAutoConfiguration.class})
  static class Starter {}
}
