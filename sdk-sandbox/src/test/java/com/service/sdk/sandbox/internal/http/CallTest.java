package com.service.sdk.sandbox.internal.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.RecordComponent;
import java.net.URI;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * What a {@link Call} declares about nullness is what the dispatcher puts in it, so that NullAway
 * checks every handler against the truth: the raw query is the request URI's own, which a request
 * without a query does not have.
 */
class CallTest {
  @Test
  void aRequestWithoutAQuery_hasNoRawQuery_andTheCallSaysSo() {
    assertThat(URI.create("/api/v1/payees/list").getRawQuery()).as("what Dispatcher hands on").isNull();

    RecordComponent rawQuery = Arrays.stream(Call.class.getRecordComponents())
        .filter(c -> c.getName().equals("rawQuery")).findFirst().orElseThrow();
    assertThat(rawQuery.getAccessor().getAnnotatedReturnType().isAnnotationPresent(Nullable.class))
        .as("Call.rawQuery() is @Nullable").isTrue();
  }
}
