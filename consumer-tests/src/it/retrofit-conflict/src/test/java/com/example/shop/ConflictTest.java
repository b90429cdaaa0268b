package com.example.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.plugin.PluginClient;
import java.net.Socket;
import java.net.URL;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Without the README's recipe, the SDK refuses to build a client, and says how to fix the pom. */
class ConflictTest {
  @Test
  void mavenKeptOkHttp4BesideOkHttp5AndAnOkioWithoutWhatOkHttp5Calls() throws Exception {
    List<URL> clients = Collections.list(getClass().getClassLoader().getResources("okhttp3/OkHttpClient.class"));
    assertEquals(2, clients.size(), clients.toString());
    assertThrows(NoSuchMethodException.class, () -> Class.forName("okio.Okio").getMethod("socket", Socket.class),
        "the okio that would make the first call fail with NoSuchMethodError");
  }

  @Test
  void buildingAClientFailsAtOnceNamingWhatWasFoundWhatIsNeededAndTheFix() {
    IllegalStateException plugin = assertThrows(IllegalStateException.class, () -> PluginClient.builder()
        .baseUrl("http://127.0.0.1:9").credentials("key_1", "secret_1").build());
    String message = plugin.getMessage();
    assertTrue(message.contains("needs OkHttp 5.x"), message);
    assertTrue(message.contains("okio 3.x with okio.Okio.socket(java.net.Socket)"), message);
    assertTrue(message.contains("2 jars holding okhttp3 classes"), message);
    assertTrue(message.contains("okhttp-" + System.getProperty("app.okhttp.version") + ".jar"), message);
    assertTrue(message.contains("without okio.Okio.socket(java.net.Socket)"), message);
    assertTrue(message.contains("com.squareup.okhttp3:okhttp-bom:" + System.getProperty("sdk.okhttp.version")), message);
    assertTrue(message.contains("com.squareup.okio:okio-bom:" + System.getProperty("sdk.okio.version")), message);
    assertTrue(message.contains("exclude com.squareup.okhttp3:okhttp"), message);

    IllegalStateException merchant = assertThrows(IllegalStateException.class, () -> MerchantClient.builder()
        .baseUrl("http://127.0.0.1:9").credentials("key_1", "secret_1").build());
    assertEquals(message, merchant.getMessage());
  }
}
