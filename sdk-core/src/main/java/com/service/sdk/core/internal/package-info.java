/**
 * The machinery behind the clients: the retrying transport, the call history that decides
 * each call's outcome, the envelope decoder and the checks that requests and answers share.
 *
 * <p>Not API: the module exports this package only to the SDK's family modules.
 */
@NullMarked
package com.service.sdk.core.internal;

import org.jspecify.annotations.NullMarked;
