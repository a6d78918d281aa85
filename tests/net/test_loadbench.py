"""The load benchmark runs (``python -m game bench net``): a small run finishes, every table makes
progress, and the report has its fields. No timing is asserted: it is a benchmark, not a test."""
from game.tools.bench_net import bench_net


def test_two_tables_for_two_seconds_make_progress_and_report():
    lines = []
    r = bench_net(tables=2, seconds=2.0, seed=3, out=lines.append, think=0.0)
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
    assert "players act at once" in text


def test_players_who_think_act_less_often_and_the_report_says_how_long_they_think():
    lines = []
    r = bench_net(tables=2, seconds=2.0, seed=3, out=lines.append, think=0.25)
    assert all(n > 0 for n in r["per_table_actions"]), r["per_table_actions"]
    assert r["actions_per_s"] < 2 * 2 / 0.125, "each seat waits at least half the think time a move"
    assert "players think 0.25 s a move on average" in "\n".join(lines)
