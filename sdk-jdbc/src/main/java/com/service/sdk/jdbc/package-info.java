/**
 * The SDK on the merchant's own database (PostgreSQL first), so that several instances and
 * restarts keep the SDK's promises:
 * <ul>
 *   <li>{@link com.service.sdk.jdbc.JdbcDeliveryStore}: {@code CallbackHandler} runs an action
 *       once per confirmed resource state across every instance, and
 *       {@link com.service.sdk.jdbc.JdbcDeliveryStore#inTransaction} commits the action's own
 *       writes and "done" together;</li>
 *   <li>{@link com.service.sdk.jdbc.MoneyMovements}: every refund and payout is recorded, with
 *       its key and exact bytes, before it is sent, and its outcome when the call ends, so that
 *       {@link com.service.sdk.jdbc.MoneyMovements#resume()} on any instance finishes what a
 *       crash left, with the same key and the same bytes;</li>
 *   <li>{@link com.service.sdk.jdbc.JdbcSchema}: the tables' DDL, for your migrations.</li>
 * </ul>
 * Database failures are {@link com.service.sdk.jdbc.StoreException}s naming the problem.
 */
@NullMarked
package com.service.sdk.jdbc;

import org.jspecify.annotations.NullMarked;
