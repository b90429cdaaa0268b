package com.example.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.CreateLinkRequest;
import com.service.sdk.payouts.model.PaymentLink;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import java.io.IOException;
import java.net.URL;
import java.util.Collections;
import java.util.List;
import okhttp3.ResponseBody;
import retrofit2.Call;
import retrofit2.Response;
import retrofit2.Retrofit;
import retrofit2.http.GET;

/** The application's own Retrofit call and the SDK's calls, against one sandbox. */
final class Calls implements AutoCloseable {
  /** The application's own Retrofit API: here the sandbox's dashboard page. */
  interface Dashboard {
    @GET("_sandbox/")
    Call<ResponseBody> page();
  }

  private final Sandbox sandbox = Sandbox.start();
  private final SandboxMerchant merchant = sandbox.createMerchant();

  /** The application's call: Retrofit on the application's own OkHttp 4, with nothing of the SDK's. */
  void application() throws IOException {
    Retrofit retrofit = new Retrofit.Builder().baseUrl(sandbox.baseUrl() + "/").build();
    Response<ResponseBody> response = retrofit.create(Dashboard.class).page().execute();
    assertEquals(200, response.code());
    try (ResponseBody body = response.body()) {
      assertTrue(body.string().contains(merchant.merchantId()), "the dashboard lists the merchant");
    }
    assertEquals(System.getProperty("app.okhttp.version"), okhttp3.OkHttp.VERSION, "the application's OkHttp");
    List<URL> clients = Collections.list(getClass().getClassLoader().getResources("okhttp3/OkHttpClient.class"));
    assertEquals(1, clients.size(), "one OkHttp on the classpath, the application's: " + clients);
  }

  /** The SDK's calls: a signed read through the plugin client, a signed write through the merchant client. */
  void sdk() {
    try (PluginClient plugin = PluginClient.builder().baseUrl(sandbox.baseUrl())
        .credentials(merchant.apiKeyId(), merchant.apiSecret()).build();
        MerchantClient payouts = MerchantClient.builder().baseUrl(sandbox.baseUrl())
            .credentials(merchant.apiKeyId(), merchant.apiSecret()).build()) {
      assertTrue(plugin.balance().get().availableBalance().signum() > 0, "a sandbox merchant is funded");
      PaymentLink link = payouts.links().create(CreateLinkRequest.builder().title("Invoice 42").amount("499.50")
          .externalId("inv_42").customer("Asha Rao", "asha@example.com", "9800000000").build());
      assertFalse(link.shortId().isBlank());
    }
  }

  @Override
  public void close() {
    sandbox.close();
  }
}
