package com.service.sdk.spring.boot.autoconfigure;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.actuate.endpoint.SecurityContext;
import org.springframework.boot.health.actuate.endpoint.AdditionalHealthEndpointPath;
import org.springframework.boot.health.actuate.endpoint.HealthEndpointGroup;
import org.springframework.boot.health.actuate.endpoint.HealthEndpointGroups;
import org.springframework.boot.health.actuate.endpoint.HealthEndpointGroupsPostProcessor;
import org.springframework.boot.health.actuate.endpoint.HttpCodeStatusMapper;
import org.springframework.boot.health.actuate.endpoint.StatusAggregator;
import org.springframework.boot.health.contributor.Status;

/**
 * Answers 503 for {@code SERVICE_DOWN}, the serviceSdk indicator's outage status, wherever it is
 * the status of the answer: at {@code /actuator/health/serviceSdk} (and under a group that
 * includes it), and for a group whose status order the application gave {@code SERVICE_DOWN}.
 * Boot answers 200 for a status its mapping does not name. An aggregate status (the root's, a
 * group's) is never {@code SERVICE_DOWN} otherwise: each aggregate leaves aside a status that is
 * not in its order. A mapping of {@code SERVICE_DOWN} the application configured ({@link
 * OwnOutageMapping}) is kept, 200 included.
 *
 * <p>Through Spring Boot 4's health API ({@code org.springframework.boot.health.actuate.endpoint});
 * Boot 3.5 has its own class, the same but for the packages.
 */
final class Boot4HealthGroups implements HealthEndpointGroupsPostProcessor {
  private static final Status SERVICE_DOWN = new Status(CallHealth.SERVICE_DOWN);

  private final OwnOutageMapping own;

  Boot4HealthGroups(OwnOutageMapping own) {
    this.own = own;
  }

  @Override
  public HealthEndpointGroups postProcessHealthEndpointGroups(HealthEndpointGroups groups) {
    Map<String, HealthEndpointGroup> named = new LinkedHashMap<>();
    groups.getNames().forEach(name -> named.put(name, new ServiceDownIs503(
        Objects.requireNonNull(groups.get(name), name), own.group(name)))); // a name it gave has its group
    return HealthEndpointGroups.of(new ServiceDownIs503(groups.getPrimary(), own.primary()), named);
  }

  /**
   * {@code group}, answering 503 for {@code SERVICE_DOWN} where its mapping answers 200 because
   * it does not name it ({@code mapped}: the application's mapping names it, and stands).
   */
  private record ServiceDownIs503(HealthEndpointGroup group, boolean mapped) implements HealthEndpointGroup {
    @Override
    public HttpCodeStatusMapper getHttpCodeStatusMapper() {
      HttpCodeStatusMapper own = group.getHttpCodeStatusMapper();
      if (mapped) {
        return own;
      }
      return status -> {
        int code = own.getStatusCode(status);
        return code == 200 && SERVICE_DOWN.equals(status) ? 503 : code;
      };
    }

    @Override
    public boolean isMember(String name) {
      return group.isMember(name);
    }

    @Override
    public boolean showComponents(SecurityContext context) {
      return group.showComponents(context);
    }

    @Override
    public boolean showDetails(SecurityContext context) {
      return group.showDetails(context);
    }

    @Override
    public StatusAggregator getStatusAggregator() {
      return group.getStatusAggregator();
    }

    @Override
    public @Nullable AdditionalHealthEndpointPath getAdditionalPath() {
      return group.getAdditionalPath();
    }
  }
}
