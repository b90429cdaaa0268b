package com.service.sdk.sandbox.internal.http;

import com.service.sdk.sandbox.SandboxException;
import com.service.sdk.sandbox.SandboxOperation;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** The route table: method and path pattern ({@code {name}} matches one raw segment) to a handler. */
public final class Routes {
  /** Handles one matched request. */
  @FunctionalInterface
  public interface Handler {
    Response handle(Call call);
  }

  /** A route; {@code operation} is null for controls and pages. */
  record Route(String method, String[] segments, Family family, @Nullable SandboxOperation operation, Handler handler) {}

  /** A matched route and its decoded path parameters. */
  record Match(Route route, List<String> params) {}

  private final List<Route> routes = new ArrayList<>();

  public void add(String method, String pattern, Family family, @Nullable SandboxOperation operation, Handler handler) {
    routes.add(new Route(method, pattern.substring(1).split("/", -1), family, operation, handler));
  }

  /**
   * Finds the route for a request.
   *
   * @throws SandboxException 404 when no path matches, 405 when only another method does
   */
  Match match(String method, String rawPath) {
    String[] parts = rawPath.startsWith("/") ? rawPath.substring(1).split("/", -1) : new String[] {rawPath};
    boolean pathMatched = false;
    for (Route route : routes) {
      List<String> params = params(route.segments(), parts);
      if (params == null) {
        continue;
      }
      pathMatched = true;
      if (route.method().equals(method)) {
        List<String> decoded = new ArrayList<>(params.size());
        for (String raw : params) {
          decoded.add(Urls.decodeSegment(raw));
        }
        return new Match(route, decoded);
      }
    }
    if (pathMatched) {
      throw new SandboxException(405, "method " + method + " is not allowed on " + rawPath);
    }
    throw Refusals.notFound("no operation at " + method + " " + rawPath);
  }

  private static @Nullable List<String> params(String[] pattern, String[] parts) {
    if (pattern.length != parts.length) {
      return null;
    }
    List<String> params = new ArrayList<>(2);
    for (int i = 0; i < pattern.length; i++) {
      if (pattern[i].startsWith("{")) {
        if (parts[i].isEmpty()) {
          return null;
        }
        params.add(parts[i]);
      } else if (!pattern[i].equals(parts[i])) {
        return null;
      }
    }
    return params;
  }
}
