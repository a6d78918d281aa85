"""The load benchmark runs (``python -m game bench net``): a small run finishes, every table makes
progress, and the report has its fields. No timing is asserted: it is a benchmark, not a test."""
from game.net.loadbench import bench_net


def test_two_tables_for_two_seconds_make_progress_and_report():
    lines = []
    r = bench_net(tables=2, seconds=2.0, seed=3, out=lines.append)
    assert r["tables"] == 2
    assert len(r["per_table_actions"]) == 2
    assert all(n > 0 for n in r["per_table_actions"]), r["per_table_actions"]
    assert r["actions"] == sum(r["per_table_actions"]) == r["replies"]
    assert r["actions_per_s"] > 0
    for k in ("median", "p95", "p99", "max"):
        assert r["rtt_ms"][k] is not None and r["rtt_ms"][k] >= 0
    assert r["rtt_ms"]["median"] <= r["rtt_ms"]["p99"] <= r["rtt_ms"]["max"]
    assert r["host_cpu_s"] >= 0 and r["host_peak_rss_mb"] > 0 and "host_cpu_pct" in r
    assert r["refused"] == 0 or set(r["refused_codes"]) <= {"stale"}, r["refused_codes"]
    text = "\n".join(lines)
    for word in ("median", "p95", "p99", "max", "actions", "CPU", "RSS", "load average"):
        assert word in text, text
