/** Notes on payouts: nothing here is null unless it says so. */
@NullMarked
package com.example.payouts;

import org.jspecify.annotations.NullMarked;
