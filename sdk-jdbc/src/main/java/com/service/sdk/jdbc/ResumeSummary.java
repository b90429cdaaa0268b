package com.service.sdk.jdbc;

/**
 * What one {@link MoneyMovements#resume()} did with the movements that were due.
 *
 * @param sent how many it sent again
 * @param applied how many of them ended {@link MovementState#APPLIED}
 * @param notApplied how many ended {@link MovementState#NOT_APPLIED}
 * @param open how many are still {@link MovementState#PENDING} or {@link MovementState#UNKNOWN}:
 *     the next {@code resume()} after the retry delay sends them again
 */
public record ResumeSummary(int sent, int applied, int notApplied, int open) {}
