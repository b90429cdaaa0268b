package com.service.sdk.sandbox.internal.http;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/** Escapes text for HTML element content and attribute values. */
public final class Html {
  /** The stylesheet of every sandbox page: readable without any external resource. */
  public static final String STYLE = "body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:70rem;padding:0 1rem;"
      + "color:#1b1b1b}h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem}"
      + ".amount{font-size:2rem;font-weight:600}.card{border:1px solid #ccc;border-radius:8px;padding:1.5rem;"
      + "max-width:28rem}form{display:inline}button{font-size:1rem;padding:.4rem 1rem;margin:.3rem .3rem 0 0;"
      + "cursor:pointer}table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{border-bottom:1px solid #ddd;"
      + "padding:.3rem .4rem;text-align:left;vertical-align:top}td.num{text-align:right;white-space:nowrap}"
      + "code,pre{font-size:.8rem;white-space:pre-wrap;word-break:break-all}#message{color:#a00}";

  private Html() {}

  /**
   * An amount as a person reads it: grouped, two decimals (rounded half-even) and the currency,
   * e.g. {@code 1,234.50 INR}.
   *
   * @param amount the amount
   * @param currency the ISO currency code
   * @return the escaped text
   */
  public static String money(BigDecimal amount, @Nullable String currency) {
    return escape(String.format(Locale.ROOT, "%,.2f %s", amount.setScale(2, RoundingMode.HALF_EVEN), currency));
  }

  public static String escape(String text) {
    StringBuilder out = new StringBuilder(text.length() + 16);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '<': out.append("&lt;"); break;
        case '>': out.append("&gt;"); break;
        case '&': out.append("&amp;"); break;
        case '"': out.append("&quot;"); break;
        case '\'': out.append("&#39;"); break;
        default: out.append(c);
      }
    }
    return out.toString();
  }
}
