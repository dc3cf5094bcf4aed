#include "schemavalidator.h"

#include <QStringList>
#include <QtTest>

#include <atomic>
#include <thread>
#include <vector>

using umpire::JsonSchema;
using umpire::SchemaViolation;

class TestSchemaValidator : public QObject
{
    Q_OBJECT

  private slots:
    void validate_data();
    void validate();
    void compile_data();
    void compile();
    void compileFromJson();
    void rootPointerIsEmpty();
    void describeFormatsOneLine();
    void maxViolationsHonoured();
    void copiesShareTheSchema();
    void deepRecursionIsCapped();
    void validatesFromSeveralThreads();

  private:
    static void row(const char *name, const char *schema, const char *document,
                    const QStringList &violations);
};

// Each row: a schema, a document, and every line describe() gives for its violations.
void TestSchemaValidator::row(const char *name, const char *schema, const char *document,
                              const QStringList &violations)
{
    QTest::newRow(name) << QByteArray(schema) << QByteArray(document) << violations;
}

void TestSchemaValidator::validate_data()
{
    QTest::addColumn<QByteArray>("schema");
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<QStringList>("violations");

    row("true schema accepts anything", "true", R"j({"a": [1]})j", {});
    row("false schema refuses anything", "false", "1",
        {"at the top level: expected nothing here (no value is allowed at this place)"});

    row("type integer accepts 3", R"j({"type": "integer"})j", "3", {});
    row("type integer accepts 3.0", R"j({"type": "integer"})j", "3.0", {});
    row("type integer refuses 2.5", R"j({"type": "integer"})j", "2.5",
        {"at the top level: expected an integer"});
    row("type number accepts 2.5", R"j({"type": "number"})j", "2.5", {});
    row("type string refuses 1", R"j({"type": "string"})j", "1",
        {"at the top level: expected a string"});
    row("type object refuses an array", R"j({"type": "object"})j", "[]",
        {"at the top level: expected an object"});
    row("type array accepts an empty array", R"j({"type": "array"})j", "[]", {});
    row("type boolean refuses 0", R"j({"type": "boolean"})j", "0",
        {"at the top level: expected true or false"});
    row("type null accepts null", R"j({"type": "null"})j", "null", {});
    row("type list accepts null", R"j({"type": ["integer", "null"]})j", "null", {});
    row("type list refuses a string", R"j({"type": ["integer", "null"]})j", R"j("x")j",
        {"at the top level: expected an integer or null"});
    row("type integer with minimum describes both", R"j({"type": "integer", "minimum": 1})j",
        R"j("x")j", {"at the top level: expected an integer of at least 1"});
    row("type mismatch with enum lists the values", R"j({"type": "string", "enum": ["Ae", "Ar"]})j",
        "5", {R"j(at the top level: expected one of "Ae", "Ar")j"});

    row("properties accept conforming values", R"j({"properties": {"a": {"type": "integer"}}})j",
        R"j({"a": 1, "b": "free"})j", {});
    row("properties report the nested pointer",
        R"j({"properties": {"a": {"properties": {"b": {"type": "string"}}}}})j",
        R"j({"a": {"b": 1}})j", {"at /a/b: expected a string"});
    row("properties pointer escapes slash and tilde",
        R"j({"properties": {"a/b": {"type": "string"}, "m~n": {"type": "string"}}})j",
        R"j({"a/b": 1, "m~n": 2})j",
        {"at /a~1b: expected a string", "at /m~0n: expected a string"});

    row("required accepts present properties", R"j({"required": ["id"]})j", R"j({"id": 1})j", {});
    row("required names the missing property", R"j({"required": ["id", "name"]})j",
        R"j({"name": "x"})j", {R"j(at the top level: expected property "id" (required))j"});
    row("required names each missing property", R"j({"required": ["id", "name"]})j", "{}",
        {R"j(at the top level: expected property "id" (required))j",
         R"j(at the top level: expected property "name" (required))j"});
    row("required ignores non-objects", R"j({"required": ["id"]})j", "[1]", {});

    row("additionalProperties false accepts declared keys",
        R"j({"properties": {"id": {}}, "additionalProperties": false})j", R"j({"id": 1})j", {});
    row("additionalProperties false names the extra key",
        R"j({"properties": {"id": {}, "name": {}}, "additionalProperties": false})j",
        R"j({"id": 1, "colour": "red"})j",
        {R"j(at /colour: expected no property "colour" here (allowed: "id", "name"))j"});
    row("additionalProperties schema checks undeclared values",
        R"j({"properties": {"id": {}}, "additionalProperties": {"type": "integer"}})j",
        R"j({"id": "x", "n": "y"})j", {"at /n: expected an integer"});
    row("additionalProperties skips patternProperties matches",
        R"j({"patternProperties": {"^x-": {}}, "additionalProperties": false})j",
        R"j({"x-a": 1, "y": 2})j",
        {R"j(at /y: expected no property "y" here (allowed: names matching ^x-))j"});

    row("patternProperties accept matching values",
        R"j({"patternProperties": {"^[0-9]+$": {"type": "integer"}}})j",
        R"j({"12": 3, "ab": "free"})j", {});
    row("patternProperties refuse a wrong value",
        R"j({"patternProperties": {"^[0-9]+$": {"type": "integer"}}})j", R"j({"12": "x"})j",
        {"at /12: expected an integer"});

    row("minProperties accepts enough properties", R"j({"minProperties": 1})j", R"j({"a": 1})j",
        {});
    row("minProperties refuses an empty object", R"j({"minProperties": 1})j", "{}",
        {"at the top level: expected an object with at least 1 property"});
    row("maxProperties refuses too many", R"j({"maxProperties": 1})j", R"j({"a": 1, "b": 2})j",
        {"at the top level: expected an object with at most 1 property"});

    row("items accept conforming items", R"j({"items": {"type": "integer"}})j", "[1, 2, 3]", {});
    row("items report the index of a bad item", R"j({"items": {"type": "integer"}})j",
        R"j([1, 2, "x", 4])j", {"at /2: expected an integer"});
    row("items array checks positions", R"j({"items": [{"type": "string"}, {"type": "integer"}]})j",
        R"j(["a", 1, true])j", {});
    row("items array refuses wrong positions",
        R"j({"items": [{"type": "string"}, {"type": "integer"}]})j", R"j([1, "a"])j",
        {"at /0: expected a string", "at /1: expected an integer"});
    row("additionalItems false refuses an extra item",
        R"j({"items": [{}, {}], "additionalItems": false})j", "[1, 2, 3]",
        {"at /2: expected no item here (at most 2 items are allowed)"});
    row("additionalItems apply after the items array",
        R"j({"items": [{"type": "string"}], "additionalItems": {"type": "integer"}})j",
        R"j(["a", 1, "b"])j", {"at /2: expected an integer"});

    row("minItems accepts enough items", R"j({"minItems": 2})j", "[1, 2]", {});
    row("minItems refuses too few", R"j({"minItems": 2})j", "[1]",
        {"at the top level: expected an array of at least 2 items"});
    row("maxItems refuses too many", R"j({"maxItems": 1})j", "[1, 2]",
        {"at the top level: expected an array of at most 1 item"});
    row("minItems and maxItems describe the range", R"j({"minItems": 1, "maxItems": 3})j", "[]",
        {"at the top level: expected an array of 1 to 3 items"});

    row("uniqueItems accepts distinct items", R"j({"uniqueItems": true})j", R"j([1, "1", [1]])j",
        {});
    row("uniqueItems refuses 1 and 1.0", R"j({"uniqueItems": true})j", "[1, 2, 1.0]",
        {"at /2: expected a value different from the one at /0 (the items must all differ)"});
    row("uniqueItems compares objects deeply", R"j({"uniqueItems": true})j",
        R"j([{"a": [1]}, {"a": [1]}])j",
        {"at /1: expected a value different from the one at /0 (the items must all differ)"});

    row("enum accepts a listed value", R"j({"enum": ["Ae", "Ar"]})j", R"j("Ar")j", {});
    row("enum refuses an unlisted value", R"j({"enum": ["Ae", "Ar"]})j", R"j("AX")j",
        {R"j(at the top level: expected one of "Ae", "Ar")j"});
    row("enum compares numbers by value", R"j({"enum": [1, 2]})j", "2.0", {});
    row("const accepts an equal value", R"j({"const": {"a": 1}})j", R"j({"a": 1})j", {});
    row("const refuses another value", R"j({"const": "nlb"})j", R"j("naw")j",
        {R"j(at the top level: expected exactly "nlb")j"});

    row("minimum accepts the bound", R"j({"minimum": 1})j", "1", {});
    row("minimum refuses a smaller number", R"j({"minimum": 1})j", "0",
        {"at the top level: expected a number of at least 1"});
    row("maximum refuses a larger number", R"j({"maximum": 6})j", "7",
        {"at the top level: expected a number of at most 6"});
    row("minimum and maximum describe the range",
        R"j({"type": "integer", "minimum": 1, "maximum": 6})j", "0",
        {"at the top level: expected an integer from 1 to 6"});
    row("exclusiveMinimum refuses the bound", R"j({"exclusiveMinimum": 0})j", "0",
        {"at the top level: expected a number greater than 0"});
    row("exclusiveMinimum accepts a larger number", R"j({"exclusiveMinimum": 0})j", "0.5", {});
    row("exclusiveMaximum refuses the bound", R"j({"exclusiveMaximum": 10})j", "10",
        {"at the top level: expected a number less than 10"});
    row("exclusiveMaximum accepts a smaller number", R"j({"exclusiveMaximum": 10})j", "9.99", {});
    // valijson reads integers as int64_t: those beyond it must not wrap around to pass a bound.
    row("maximum refuses an integer beyond int64", R"j({"type": "integer", "maximum": 6})j",
        "18446744073709551615", {"at the top level: expected an integer of at most 6"});
    row("minimum refuses a negative integer beyond int64", R"j({"type": "integer", "minimum": 1})j",
        "-9223372036854775809", {"at the top level: expected an integer of at least 1"});
    row("type integer accepts a whole number beyond int64", R"j({"type": "integer"})j",
        "18446744073709551616", {});
    row("number bounds ignore strings", R"j({"minimum": 1})j", R"j("x")j", {});

    row("minLength accepts a long enough string", R"j({"minLength": 2})j", R"j("éa")j", {});
    row("minLength counts characters not bytes", R"j({"minLength": 2})j", R"j("é")j",
        {"at the top level: expected a string of at least 2 characters"});
    row("maxLength accepts accented characters", R"j({"maxLength": 2})j", R"j("éé")j", {});
    row("maxLength refuses a long string", R"j({"maxLength": 3})j", R"j("abcd")j",
        {"at the top level: expected a string of at most 3 characters"});
    row("pattern searches anywhere in the string", R"j({"pattern": "b"})j", R"j("abc")j", {});
    row("pattern refuses a non-matching string", R"j({"pattern": "^[0-9]+-[0-9]+$"})j",
        R"j("3-x")j", {"at the top level: expected a string matching the pattern ^[0-9]+-[0-9]+$"});

    const char *dieSchema =
        R"j({"definitions": {"Die": {"type": "integer", "minimum": 1, "maximum": 6}},
                                 "properties": {"roll": {"$ref": "#/definitions/Die"}}})j";
    row("$ref into definitions accepts a conforming value", dieSchema, R"j({"roll": 3})j", {});
    row("$ref into definitions reports the document pointer", dieSchema, R"j({"roll": 7})j",
        {"at /roll: expected an integer from 1 to 6"});
    row("$ref to the root recurses into children",
        R"j({"type": "object",
             "properties": {"children": {"type": "array", "items": {"$ref": "#"}}},
             "additionalProperties": false})j",
        R"j({"children": [{"children": [{"x": 1}]}]})j",
        {R"j(at /children/0/children/0/x: expected no property "x" here (allowed: "children"))j"});
    row("$ref unescapes ~1 and ~0",
        R"j({"definitions": {"a/b": {"type": "string"}, "m~n": {"type": "integer"}},
             "properties": {"p": {"$ref": "#/definitions/a~1b"}, "q": {"$ref": "#/definitions/m~0n"}}})j",
        R"j({"p": 1, "q": "x"})j", {"at /p: expected a string", "at /q: expected an integer"});
    row("$ref into an array of schemas",
        R"j({"items": [{"type": "string"}], "additionalItems": {"$ref": "#/items/0"}})j",
        R"j(["a", "b", 3])j", {"at /2: expected a string"});
    // Draft 7 ignores the keywords beside a $ref: the schemas put the $ref in an allOf.
    const char *besideRef = R"j({"definitions": {"Positive": {"minimum": 0}},
                                 "properties": {"n": {"allOf": [{"$ref": "#/definitions/Positive"}],
                                                      "type": "integer"}}})j";
    row("$ref beside type checks the type", besideRef, R"j({"n": 2.5})j",
        {"at /n: expected an integer"});
    row("$ref beside type checks the target", besideRef, R"j({"n": -1})j",
        {"at /n: expected a number of at least 0"});
    row("$ref beside type accepts a conforming value", besideRef, R"j({"n": 3})j", {});
    row("$ref to a $ref",
        R"j({"definitions": {"a": {"$ref": "#/definitions/b"}, "b": {"type": "string"}},
                               "properties": {"x": {"$ref": "#/definitions/a"}}})j",
        R"j({"x": 1})j", {"at /x: expected a string"});
    row("$ref to false",
        R"j({"definitions": {"no": false}, "properties": {"x": {"$ref": "#/definitions/no"}}})j",
        R"j({"x": 1})j", {"at /x: expected nothing here (no value is allowed at this place)"});
    row("$ref into the items of a definition",
        R"j({"definitions": {"Pair": {"items": [{"type": "number"}, {"type": "string"}],
                                      "additionalItems": false}},
             "properties": {"p": {"$ref": "#/definitions/Pair"},
                            "q": {"$ref": "#/definitions/Pair/items/1"}}})j",
        R"j({"p": [1, "a", 2], "q": 3})j",
        {"at /p/2: expected no item here (at most 2 items are allowed)",
         "at /q: expected a string"});

    row("allOf accepts when every schema matches",
        R"j({"allOf": [{"type": "integer"}, {"minimum": 1}]})j", "2", {});
    // valijson stops at the first schema of an allOf that fails.
    row("allOf reports the first failing schema",
        R"j({"allOf": [{"minimum": 5}, {"maximum": 1}]})j", "3",
        {"at the top level: expected a number of at least 5"});
    row("allOf words the bound that fails", R"j({"allOf": [{"minimum": 1}, {"maximum": 1}]})j", "3",
        {"at the top level: expected a number of at most 1"});
    row("anyOf accepts one match", R"j({"anyOf": [{"type": "string"}, {"type": "integer"}]})j", "1",
        {});
    row("anyOf without a match lists the alternatives",
        R"j({"anyOf": [{"type": "string"}, {"type": "integer"}]})j", "true",
        {"at the top level: expected a string or an integer"});
    row("anyOf names the closest alternative",
        R"j({"anyOf": [{"type": "string"},
                       {"type": "object",
                        "properties": {"n": {"type": "integer", "minimum": 1}}}]})j",
        R"j({"n": 0})j",
        {"at the top level: expected one of these: a string; at /n: an integer of at least 1"});
    row("oneOf accepts exactly one match",
        R"j({"oneOf": [{"type": "integer"}, {"type": "string"}]})j", "1", {});
    row("oneOf matching two alternatives fails",
        R"j({"oneOf": [{"type": "integer"}, {"minimum": 0}, {"type": "string"}]})j", "1",
        {"at the top level: expected a value matching exactly one of the alternatives, but it "
         "matches several"});
    row("oneOf matching no alternative fails",
        R"j({"oneOf": [{"type": "integer"}, {"type": "string"}]})j", "null",
        {"at the top level: expected an integer or a string"});
    row("not accepts a non-matching value",
        R"j({"properties": {"a": {"not": {"type": "string"}}}})j", R"j({"a": 1})j", {});
    row("not refuses a matching value", R"j({"properties": {"a": {"not": {"type": "string"}}}})j",
        R"j({"a": "x"})j", {"at /a: expected a value that is not a string"});

    const char *ifSchema = R"j({"if": {"properties": {"kind": {"const": "a"}}},
                                "then": {"required": ["x"]}, "else": {"required": ["y"]}})j";
    row("if matching applies then", ifSchema, R"j({"kind": "a"})j",
        {R"j(at the top level: expected property "x" (required))j"});
    row("if not matching applies else", ifSchema, R"j({"kind": "b"})j",
        {R"j(at the top level: expected property "y" (required))j"});
    row("if matching with then satisfied accepts", ifSchema, R"j({"kind": "a", "x": 1})j", {});

    row("violations come in document order",
        R"j({"properties": {"b": {"type": "string"}, "a": {"type": "string"}},
             "required": ["z"]})j",
        R"j({"a": 1, "b": 2})j",
        {R"j(at the top level: expected property "z" (required))j", "at /a: expected a string",
         "at /b: expected a string"});
    row("array indices sort numerically",
        R"j({"items": [true, true, {"type": "string"}, true, true, true, true, true, true, true,
                       {"type": "string"}]})j",
        "[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]",
        {"at /2: expected a string", "at /10: expected a string"});
}

void TestSchemaValidator::validate()
{
    QFETCH(QByteArray, schema);
    QFETCH(QByteArray, document);
    QFETCH(QStringList, violations);

    const auto compiled = JsonSchema::compile(schema.toStdString());
    QVERIFY2(compiled.ok(), compiled.ok() ? "" : compiled.error().message.c_str());
    const auto parsed = nlohmann::json::parse(document.toStdString(), nullptr, false);
    QVERIFY(!parsed.is_discarded());

    QStringList actual;
    for (const SchemaViolation &violation : compiled->validate(parsed))
        actual << QString::fromStdString(umpire::describe(violation));
    QCOMPARE(actual.join(u'\n'), violations.join(u'\n'));
}

void TestSchemaValidator::compile_data()
{
    QTest::addColumn<QByteArray>("schema");
    QTest::addColumn<QString>("error"); // a part of the message; empty when the schema compiles

    QTest::newRow("annotations are accepted")
        << QByteArray(R"j({"$schema": "http://json-schema.org/draft-07/schema#", "$id": "x",
                          "$comment": "c", "title": "t", "description": "d", "default": 1,
                          "examples": [1]})j")
        << QString();
    QTest::newRow("unsupported keyword refused with its schema pointer")
        << QByteArray(R"j({"properties": {"a": {"typ": "string"}}})j")
        << R"j(schema error at #/properties/a/typ: unsupported keyword "typ")j";
    QTest::newRow("unsupported keyword in definitions refused")
        << QByteArray(R"j({"definitions": {"x": {"format": "email"}}})j")
        << R"j(schema error at #/definitions/x/format: unsupported keyword "format")j";
    QTest::newRow("$anchor refused") << QByteArray(R"j({"$anchor": "a"})j")
                                     << R"j(schema error at #/$anchor: unsupported keyword)j";
    QTest::newRow("draft 2020-12 keyword refused")
        << QByteArray(R"j({"prefixItems": [true]})j")
        << R"j(schema error at #/prefixItems: unsupported keyword "prefixItems")j";
    QTest::newRow("schema pointer escapes slash and tilde")
        << QByteArray(R"j({"properties": {"a/b": {"properties": {"m~n": {"x": 1}}}}})j")
        << "schema error at #/properties/a~1b/properties/m~0n/x:";
    QTest::newRow("malformed schema text refused")
        << QByteArray(R"j({"type": )j") << "the schema is not valid JSON";
    QTest::newRow("schema that is not an object refused")
        << QByteArray("5") << "schema error at #: a schema must be an object, true or false, not 5";
    QTest::newRow("unknown type name refused")
        << QByteArray(R"j({"type": "int"})j")
        << R"j(schema error: Unrecognised JSON type name 'int')j";
    QTest::newRow("empty type list refused")
        << QByteArray(R"j({"type": [1]})j") << "schema error: JSON value is not a string";
    QTest::newRow("negative minLength refused")
        << QByteArray(R"j({"minLength": -1})j")
        << "schema error: Expected a non-negative integer value for 'minLength' constraint";
    QTest::newRow("fractional minItems refused")
        << QByteArray(R"j({"minItems": 1.5})j") << "schema error: Expected a non-negative integer";
    QTest::newRow("non-numeric minimum refused")
        << QByteArray(R"j({"minimum": "1"})j") << "schema error at #/minimum: expected a number";
    QTest::newRow("invalid pattern refused")
        << QByteArray(R"j({"pattern": "(a"})j")
        << R"j(schema error at #/pattern: invalid regular expression "(a")j";
    QTest::newRow("invalid patternProperties key refused")
        << QByteArray(R"j({"patternProperties": {"[": {}}})j")
        << "schema error at #/patternProperties/[: invalid regular expression";
    QTest::newRow("required of non-strings refused")
        << QByteArray(R"j({"required": [1]})j") << "schema error: JSON value is not a string";
    QTest::newRow("empty anyOf refused")
        << QByteArray(R"j({"anyOf": []})j")
        << "schema error at #/anyOf: expected a non-empty array of schemas";
    QTest::newRow("non-schema subschema refused")
        << QByteArray(R"j({"items": 5})j") << "schema error at #/items: a schema must be";
    QTest::newRow("uniqueItems that is not a boolean refused")
        << QByteArray(R"j({"uniqueItems": 1})j")
        << "schema error: Expected boolean value for 'uniqueItems' constraint";
    QTest::newRow("enum that is not an array refused")
        << QByteArray(R"j({"enum": "a"})j") << "schema error: JSON value is not an array";
    QTest::newRow("remote $ref refused")
        << QByteArray(R"j({"$ref": "other.json#/x"})j")
        << "schema error at #/$ref: only references inside this schema";
    QTest::newRow("anchor $ref refused")
        << QByteArray(R"j({"$ref": "#foo"})j")
        << "schema error: Expected reference token to begin with leading slash";
    QTest::newRow("$ref to nothing refused")
        << QByteArray(R"j({"$ref": "#/definitions/missing"})j")
        << "schema error: Expected reference token to identify an element in the current object; "
           "actual token: definitions";
    QTest::newRow("$ref with a bad tilde escape refused")
        << QByteArray(R"j({"definitions": {"a": true}, "$ref": "#/definitions/a~2"})j")
        << "schema error: Expected reference token to identify an element in the current object; "
           "actual token: a~2";
    QTest::newRow("$ref to a non-schema refused")
        << QByteArray(
               R"j({"definitions": {"a": {"minimum": 1}}, "$ref": "#/definitions/a/minimum"})j")
        << "schema error: Expected node at /definitions/a/minimum to contain schema object";
    QTest::newRow("$ref recursion through items accepted")
        << QByteArray(R"j({"items": {"$ref": "#"}})j") << QString();
}

void TestSchemaValidator::compile()
{
    QFETCH(QByteArray, schema);
    QFETCH(QString, error);

    const auto compiled = JsonSchema::compile(schema.toStdString());
    if (error.isEmpty()) {
        QVERIFY2(compiled.ok(), compiled.ok() ? "" : compiled.error().message.c_str());
        return;
    }
    QVERIFY(!compiled.ok());
    QCOMPARE(compiled.error().kind, umpire::ErrorKind::BadData);
    const QString message = QString::fromStdString(compiled.error().message);
    QVERIFY2(message.contains(error), qPrintable(message));
}

void TestSchemaValidator::compileFromJson()
{
    const auto refusing = JsonSchema::compile(nlohmann::json(false));
    QVERIFY(refusing.ok());
    QCOMPARE(refusing->validate(nlohmann::json::object()).size(), std::size_t(1));

    const auto strings = JsonSchema::compile(nlohmann::json{{"type", "string"}});
    QVERIFY(strings.ok());
    QVERIFY(strings->validate(nlohmann::json("x")).empty());
    QCOMPARE(strings->validate(nlohmann::json(1)).size(), std::size_t(1));

    const auto typo = JsonSchema::compile(nlohmann::json{{"typo", 1}});
    QVERIFY(!typo.ok());
    QCOMPARE(typo.error().kind, umpire::ErrorKind::BadData);
}

void TestSchemaValidator::rootPointerIsEmpty()
{
    const auto schema = JsonSchema::compile(std::string(R"j({"type": "object"})j"));
    QVERIFY(schema.ok());
    const auto violations = schema->validate(nlohmann::json::array());
    QCOMPARE(violations.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(violations[0].pointer), QString());
    QCOMPARE(QString::fromStdString(violations[0].expected), QString("an object"));
}

void TestSchemaValidator::describeFormatsOneLine()
{
    QCOMPARE(QString::fromStdString(
                 umpire::describe({"/crt/columns/3-1/4", "an integer of at least 1"})),
             QString("at /crt/columns/3-1/4: expected an integer of at least 1"));
    QCOMPARE(QString::fromStdString(umpire::describe({"", "an object"})),
             QString("at the top level: expected an object"));
}

void TestSchemaValidator::maxViolationsHonoured()
{
    const auto schema = JsonSchema::compile(std::string(R"j({"items": {"type": "integer"}})j"));
    QVERIFY(schema.ok());
    const nlohmann::json document(std::vector<std::string>(30, "x"));

    QCOMPARE(schema->validate(document).size(), std::size_t(20));
    QCOMPARE(schema->validate(document, 100).size(), std::size_t(30));
    const auto firstThree = schema->validate(document, 3);
    QCOMPARE(firstThree.size(), std::size_t(3));
    QCOMPARE(QString::fromStdString(firstThree[0].pointer), QString("/0"));
    QCOMPARE(QString::fromStdString(firstThree[1].pointer), QString("/1"));
    QCOMPARE(QString::fromStdString(firstThree[2].pointer), QString("/2"));
}

void TestSchemaValidator::copiesShareTheSchema()
{
    auto compiled = JsonSchema::compile(std::string(R"j({"minimum": 1})j"));
    QVERIFY(compiled.ok());
    const JsonSchema copy = compiled.value();
    const JsonSchema moved = std::move(compiled).value();
    QCOMPARE(copy.validate(nlohmann::json(0)).size(), std::size_t(1));
    QCOMPARE(moved.validate(nlohmann::json(0)).size(), std::size_t(1));
    QVERIFY(moved.validate(nlohmann::json(2)).empty());
}

void TestSchemaValidator::deepRecursionIsCapped()
{
    // A recursive schema over a very deep document must end with a violation, not a crash.
    const auto schema = JsonSchema::compile(std::string(R"j({"items": {"$ref": "#"}})j"));
    QVERIFY(schema.ok());
    nlohmann::json document = nlohmann::json::array();
    for (int i = 0; i < 1000; ++i)
        document = nlohmann::json::array({document});
    const auto violations = schema->validate(document);
    QCOMPARE(violations.size(), std::size_t(1));
    QVERIFY(QString::fromStdString(violations[0].expected).startsWith("a value nested less than"));
}

void TestSchemaValidator::validatesFromSeveralThreads()
{
    // One compiled schema shared by threads (the engine's schemas are function statics).
    const auto schema = JsonSchema::compile(std::string(
        R"j({"type": "object", "properties": {"n": {"type": "integer", "minimum": 1},
                                              "s": {"pattern": "^[a-z]+$"}},
             "required": ["n"]})j"));
    QVERIFY(schema.ok());
    const nlohmann::json good = {{"n", 2}, {"s", "abc"}}, bad = {{"n", 0}, {"s", "A"}};
    std::atomic<int> wrong = 0;
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t) {
        threads.emplace_back([&] {
            for (int i = 0; i < 200; ++i) {
                if (!schema->validate(good).empty() || schema->validate(bad).size() != 2)
                    ++wrong;
            }
        });
    }
    for (std::thread &thread : threads)
        thread.join();
    QCOMPARE(wrong.load(), 0);
}

QTEST_APPLESS_MAIN(TestSchemaValidator)
#include "tst_schemavalidator.moc"
