/**
 * The two request signers of the service (spec 5.2 and 5.3) and the source of the nonces
 * they sign with.
 */
@NullMarked
package com.service.sdk.core.auth;

import org.jspecify.annotations.NullMarked;
