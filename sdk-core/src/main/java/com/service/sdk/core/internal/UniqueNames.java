package com.service.sdk.core.internal;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.util.JsonParserDelegate;
import java.io.IOException;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * A parser that refuses a name twice in one object, at any depth, as Jackson's
 * {@code STRICT_DUPLICATE_DETECTION} does, but without its hash set per object (about 1 KB for
 * an answer of twenty names): the names of the objects still open are kept in one array, each
 * object's after its parent's and a null where it starts, and a new name is compared with its
 * own object's alone. Every token passes through {@link #nextToken()}: the parser's other ways
 * forward ({@code nextFieldName()}, {@code nextTextValue()}, ...) are {@link JsonParser}'s,
 * built on it, and {@link #skipChildren()} walks the skipped values through it too, so that
 * the names of unknown fields are checked like the rest.
 *
 * <p>It only ever refuses: on a duplicate, or an object of more than
 * {@value #MAX_NAMES_PER_OBJECT} names (where comparing one name with each would cost more
 * than a hash set), it throws, and {@link ResponseDecoder} then reads the answer with
 * Jackson's own detection, which says what is wrong.
 */
final class UniqueNames extends JsonParserDelegate {
  /** More names than any object of the spec has; beyond it, the caller reads with Jackson's detection. */
  static final int MAX_NAMES_PER_OBJECT = 64;

  /** The names of the open objects, outermost first, each object's after a null. */
  private @Nullable String[] names = new String[24];
  private int size;

  UniqueNames(JsonParser parser) {
    super(parser);
  }

  @Override
  public JsonToken nextToken() throws IOException {
    JsonToken token = delegate.nextToken();
    if (token == JsonToken.FIELD_NAME) {
      add(delegate.currentName());
    } else if (token == JsonToken.START_OBJECT) {
      push(null);
    } else if (token == JsonToken.END_OBJECT) {
      while (names[--size] != null) {
        names[size] = null;
      }
    }
    return token;
  }

  @Override
  public JsonToken nextValue() throws IOException {
    JsonToken token = nextToken();
    return token == JsonToken.FIELD_NAME ? nextToken() : token;
  }

  @Override
  public JsonParser skipChildren() throws IOException {
    JsonToken current = currentToken();
    if (current != JsonToken.START_OBJECT && current != JsonToken.START_ARRAY) {
      return this;
    }
    int open = 1;
    while (open > 0) {
      JsonToken token = nextToken();
      if (token == null) {
        return this; // the end of the input: the parser has said what it thinks of that
      }
      if (token.isStructStart()) {
        open++;
      } else if (token.isStructEnd()) {
        open--;
      }
    }
    return this;
  }

  private void add(String name) throws JsonParseException {
    int count = 0;
    for (int i = size - 1; names[i] != null; i--) {
      if (name.equals(names[i])) {
        throw new JsonParseException(this, "Duplicate field '" + name + "'");
      }
      if (++count == MAX_NAMES_PER_OBJECT) {
        throw new JsonParseException(this, "more than " + MAX_NAMES_PER_OBJECT + " names in one object");
      }
    }
    push(name);
  }

  private void push(@Nullable String nameOrStart) {
    if (size == names.length) {
      names = Arrays.copyOf(names, size * 2);
    }
    names[size++] = nameOrStart;
  }
}
