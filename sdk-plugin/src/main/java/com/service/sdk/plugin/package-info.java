/**
 * {@link com.service.sdk.plugin.PluginClient} and its services: hosted checkout payments,
 * their status, refunds and the merchant balance (spec 4.1 to 4.4); its requests and answers
 * are in {@link com.service.sdk.plugin.model}.
 */
@NullMarked
package com.service.sdk.plugin;

import org.jspecify.annotations.NullMarked;
