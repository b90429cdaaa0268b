package com.service.sdk.sandbox.internal.http.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.service.sdk.sandbox.SandboxBalance;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.internal.http.Call;
import com.service.sdk.sandbox.internal.http.Family;
import com.service.sdk.sandbox.internal.http.Json;
import com.service.sdk.sandbox.internal.http.Response;
import com.service.sdk.sandbox.internal.http.Routes;
import com.service.sdk.sandbox.internal.state.Balances;

/** Operation 3: the merchant's balance (plugin family; balance figures are JSON numbers). */
public final class BalanceOperation {
  private final Balances balances;

  /**
   * Creates the operation.
   *
   * @param balances the resource
   */
  public BalanceOperation(Balances balances) {
    this.balances = balances;
  }

  /**
   * Adds the operation's route.
   *
   * @param routes the route table
   */
  public void register(Routes routes) {
    routes.add("GET", "/payments/balance", Family.PLUGIN, SandboxOperation.BALANCE, this::balance);
  }

  private Response balance(Call call) {
    SandboxBalance b = balances.read(call.caller(), call.remote());
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
