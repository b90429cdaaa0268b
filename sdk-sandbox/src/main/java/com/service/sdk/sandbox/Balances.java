package com.service.sdk.sandbox;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** Merchant balance (operation 3): only from approved source IPs; the merchant comes from the key alone. */
final class Balances {
  private final SandboxState state;

  Balances(SandboxState state) {
    this.state = state;
  }

  void register(Routes routes) {
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
