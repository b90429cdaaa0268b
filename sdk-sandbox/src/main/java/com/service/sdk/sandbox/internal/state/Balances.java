package com.service.sdk.sandbox.internal.state;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.service.sdk.sandbox.SandboxBalance;
import com.service.sdk.sandbox.SandboxException;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.internal.server.Call;
import com.service.sdk.sandbox.internal.server.Family;
import com.service.sdk.sandbox.internal.server.IpAddresses;
import com.service.sdk.sandbox.internal.server.Json;
import com.service.sdk.sandbox.internal.server.Response;
import com.service.sdk.sandbox.internal.server.Routes;

/** Merchant balance (operation 3): only from approved source IPs; the merchant comes from the key alone. */
public final class Balances {
  private final SandboxState state;

  public Balances(SandboxState state) {
    this.state = state;
  }

  public void register(Routes routes) {
    routes.add("GET", "/payments/balance", Family.PLUGIN, SandboxOperation.BALANCE, this::balance);
  }

  private Response balance(Call call) {
    Merchant merchant = call.merchant();
    if (!IpAddresses.approved(call.remote(), merchant.approvedSourceIps)) {
      throw new SandboxException(403, "source IP " + call.remote().getHostAddress()
          + " is not approved for balance reads of merchant " + merchant.id);
    }
    SandboxBalance b;
    synchronized (state.lock) {
      b = merchant.balance();
    }
    ObjectNode out = Json.object();
    out.put("account_id", b.accountId());
    out.put("available_balance", b.availableBalance());
    out.put("locked_balance", b.lockedBalance());
    out.put("collection_balance", b.collectionBalance());
    out.put("collection_locked_balance", b.collectionLockedBalance());
    out.put("payout_deposit_balance", b.payoutDepositBalance());
    out.put("payout_deposit_locked_balance", b.payoutDepositLockedBalance());
    out.put("pending_settlements", b.pendingSettlements());
    out.put("currency", b.currency());
    return Response.json(200, out);
  }
}
