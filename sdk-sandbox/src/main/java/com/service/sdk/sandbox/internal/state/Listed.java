package com.service.sdk.sandbox.internal.state;

import java.math.BigDecimal;
import org.jspecify.annotations.Nullable;

/**
 * One resource as the dashboard lists it.
 *
 * @param id the resource's id (a link's short id)
 * @param merchantId its merchant
 * @param amount its amount, or null when it has none (a payee, a link without a fixed amount)
 * @param currency the amount's currency, or null
 * @param status its status as the service reports it
 * @param detail what else identifies it to a person
 */
public record Listed(String id, String merchantId, @Nullable BigDecimal amount, @Nullable String currency, String status, String detail) {}
