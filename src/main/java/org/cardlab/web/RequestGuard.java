package org.cardlab.web;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;

/**
 * What a request must show before the server looks at it, on loopback too:
 * <ul>
 * <li>a Host header naming this server (an IP address, {@code localhost} or this machine's name),
 *     so a page of another site that rebinds its name to this address cannot read the tables;</li>
 * <li>for a write (anything but GET and HEAD): no foreign Origin (or cross-site fetch metadata),
 *     and a JSON body type, which a cross-site form or a plain {@code fetch} cannot send without
 *     the browser asking first (CSRF).</li>
 * </ul>
 * Each refusal is a 4xx with one line, and nothing is read or changed.
 */
final class RequestGuard {
    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");
    private static final Pattern IPV6 = Pattern.compile("\\[[0-9a-fA-F:.%]+\\]");

    private final Set<String> names;

    RequestGuard() {
        java.util.Set<String> n = new java.util.HashSet<>(Set.of("localhost"));
        try {
            String host = InetAddress.getLocalHost().getHostName().toLowerCase(Locale.ROOT);
            n.add(host);
            n.add(host + ".local"); // the name a phone finds by mDNS
        } catch (UnknownHostException e) {
            // no name of its own: IP addresses and localhost still work
        }
        names = Set.copyOf(n);
    }

    /** Null when the request may go on, else why not (the status is {@link #status}). */
    String refusal(Request request, boolean api) {
        String host = request.getHeaders().get(HttpHeader.HOST);
        if (host == null || host.isBlank()) {
            return "421 the request has no Host header";
        }
        if (!ownName(host)) {
            return "421 Host '" + Api.printable(host) + "' is not this server's name: open it by its address";
        }
        String method = request.getMethod();
        if (method.equals("GET") || method.equals("HEAD")) {
            return null;
        }
        String origin = request.getHeaders().get(HttpHeader.ORIGIN);
        if (origin != null && !origin.equalsIgnoreCase("http://" + host)) {
            return "403 a write from another site ('" + Api.printable(origin) + "') is refused";
        }
        String site = request.getHeaders().get("Sec-Fetch-Site");
        if (site != null && !site.equals("same-origin") && !site.equals("none")) {
            return "403 a write from another site is refused (" + Api.printable(site) + ")";
        }
        if (api) {
            String type = request.getHeaders().get(HttpHeader.CONTENT_TYPE);
            String bare = type == null ? "" : type.split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
            if (!bare.equals("application/json")) {
                return "415 a write must be sent as application/json" + (type == null ? "" : ", not '" + Api.printable(type) + "'");
            }
        }
        return null;
    }

    static int status(String refusal) {
        return Integer.parseInt(refusal.substring(0, 3));
    }

    static String reason(String refusal) {
        return refusal.substring(4);
    }

    private boolean ownName(String hostHeader) {
        String h = hostHeader.strip().toLowerCase(Locale.ROOT);
        String name;
        if (h.startsWith("[")) {
            int end = h.indexOf(']');
            name = end < 0 ? h : h.substring(0, end + 1);
            if (!IPV6.matcher(name).matches()) {
                return false;
            }
        } else {
            int colon = h.lastIndexOf(':');
            name = colon < 0 ? h : h.substring(0, colon);
            if (colon >= 0 && !h.substring(colon + 1).matches("\\d{1,5}")) {
                return false;
            }
        }
        return IPV4.matcher(name).matches() || IPV6.matcher(name).matches() || names.contains(name);
    }
}
