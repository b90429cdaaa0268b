package com.service.sdk.jdbc;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.util.List;
import javax.sql.DataSource;

/** A real pool, noting the statements sdk-jdbc prepares through it: what the tests count. */
final class NotedStatements {
  private NotedStatements() {}

  /** {@code dataSource}, noting the text of every statement prepared through it. */
  static DataSource noting(DataSource dataSource, List<String> statements) {
    return (DataSource) Proxy.newProxyInstance(DataSource.class.getClassLoader(), new Class<?>[] {DataSource.class},
        (proxy, method, args) -> {
          Object result = invoke(dataSource, method, args);
          if (!method.getName().equals("getConnection")) {
            return result;
          }
          Connection connection = (Connection) result;
          return Proxy.newProxyInstance(Connection.class.getClassLoader(), new Class<?>[] {Connection.class},
              (c, m, a) -> {
                if (m.getName().equals("prepareStatement")) {
                  statements.add((String) a[0]);
                }
                return invoke(connection, m, a);
              });
        });
  }

  private static Object invoke(Object target, Method method, Object[] args) throws Throwable {
    try {
      return method.invoke(target, args);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
  }
}
