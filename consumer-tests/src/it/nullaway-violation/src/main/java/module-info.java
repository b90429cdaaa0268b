/** A merchant's payout notes; its descriptor turns the SDK's nullaway profile on. */
module com.example.payouts {
  requires com.service.sdk.payouts;
}
