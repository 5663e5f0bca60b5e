// libFuzzer target: arbitrary bytes as a message from a network client (core/net/protocol.h).
//
// Every input must give either a message or a protocol error, never a crash or an exception.
// A parsed hello's name must be sanitised (valid UTF-8, no control characters, at most
// kMaxNameLength code points, no leading or trailing space); an act's action is read with the
// pack of every game and must name the sender's seat; every error must be writable as JSON.
#include "net/protocol.h"
#include "registry.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <variant>

namespace {

[[noreturn]] void failWith(const char* what, const std::string& detail = {}) {
    std::fprintf(stderr, "fuzz_protocol: %s\n%s\n", what, detail.c_str());
    std::abort();
}

void checkName(const std::string& name) {
    if (name.empty() || name.front() == ' ' || name.back() == ' ')
        failWith("name not trimmed", name);
    if (st::net::sanitiseName(name) != name)
        failWith("sanitising is not idempotent", name);
    std::size_t codePoints = 0;
    for (unsigned char c : name) {
        if (c < 0x20 || c == 0x7F)
            failWith("control character in a name", name);
        if ((c & 0xC0) != 0x80)
            ++codePoints;
    }
    if (codePoints > st::net::kMaxNameLength)
        failWith("name too long", name);
    // Valid UTF-8: the JSON library refuses to write anything else.
    (void)nlohmann::json(name).dump();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto parsed = st::net::parseClientMessage(text);
    if (const auto* e = std::get_if<st::net::ProtocolError>(&parsed)) {
        (void)st::net::errorToJson(*e).dump();
        return 0;
    }
    const auto& m = std::get<st::net::ClientMessage>(parsed);
    if (m.kind == st::net::ClientKind::Hello)
        checkName(m.name);
    if (m.kind == st::net::ClientKind::Act) {
        for (const st::GameInfo& g : st::games()) {
            const auto a = st::net::actionOf(m, st::Pack::get(g.pack), 2);
            if (const auto* action = std::get_if<st::Action>(&a)) {
                if (action->seat != 2)
                    failWith("an action names another seat than the sender's");
            } else {
                (void)st::net::errorToJson(std::get<st::net::ProtocolError>(a)).dump();
            }
        }
    }
    return 0;
}
