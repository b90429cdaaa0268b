package com.example.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.CreateLinkRequest;
import com.service.sdk.payouts.model.PaymentLink;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import java.io.IOException;
import okhttp3.ResponseBody;
import org.junit.jupiter.api.Test;
import retrofit2.Call;
import retrofit2.Response;
import retrofit2.Retrofit;
import retrofit2.http.GET;
import retrofit2.http.Path;

/** With the README's recipe, the SDK and the application's Retrofit both work, on OkHttp 5. */
class RecipeTest {
  /** The application's own Retrofit API: here the service's public checkout read. */
  interface Checkout {
    @GET("api/v1/collections/checkout/{shortId}")
    Call<ResponseBody> details(@Path("shortId") String shortId);
  }

  @Test
  void theSdkAndRetrofitBothCallTheSandbox() throws IOException {
    assertTrue(okhttp3.OkHttp.VERSION.startsWith("5."), okhttp3.OkHttp.VERSION);
    try (Sandbox sandbox = Sandbox.start()) {
      SandboxMerchant m = sandbox.createMerchant();
      PluginClient plugin = PluginClient.builder().baseUrl(sandbox.baseUrl())
          .credentials(m.apiKeyId(), m.apiSecret()).build();
      assertTrue(plugin.balance().get().availableBalance().signum() > 0, "a sandbox merchant is funded");
      MerchantClient merchant = MerchantClient.builder().baseUrl(sandbox.baseUrl())
          .credentials(m.apiKeyId(), m.apiSecret()).build();
      PaymentLink link = merchant.links().create(CreateLinkRequest.builder().title("Invoice 42").amount("499.50")
          .externalId("inv_42").customer("Asha Rao", "asha@example.com", "9800000000").build());

      Retrofit retrofit = new Retrofit.Builder().baseUrl(sandbox.baseUrl() + "/").build();
      Response<ResponseBody> response = retrofit.create(Checkout.class).details(link.shortId()).execute();
      assertEquals(200, response.code());
      try (ResponseBody body = response.body()) {
        assertTrue(body.string().contains("Invoice 42"));
      }
    }
  }
}
